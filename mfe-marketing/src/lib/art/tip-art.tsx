import { useId, type JSX } from 'react';
import styles from './art.module.css';

interface Art {
  from: string;
  to: string;
  draw: () => JSX.Element;
}

/**
 * One drawing per blog article (by slug), 320×180, used on the tips strip. Decorative: the title is
 * beside it. An article the blog publishes before it has a drawing here gets a plain page.
 */
const ART: Record<string, Art> = {
  'academic-assignment-structure': {
    from: '#1d4ed8',
    to: '#60a5fa',
    draw: () => (
      <g>
        <rect x="108" y="30" width="104" height="130" rx="8" fill="#fff" />
        <rect x="122" y="46" width="76" height="10" rx="3" fill="#1d4ed8" />
        <rect x="122" y="66" width="60" height="6" rx="3" fill="#93c5fd" />
        <rect x="122" y="80" width="70" height="6" rx="3" fill="#bfdbfe" />
        <rect x="122" y="98" width="60" height="6" rx="3" fill="#93c5fd" />
        <rect x="122" y="112" width="70" height="6" rx="3" fill="#bfdbfe" />
        <rect x="122" y="130" width="50" height="6" rx="3" fill="#93c5fd" />
        <path d="M96 54h-20v96h20M224 54h20v96h-20" stroke="#fff" strokeWidth="4" fill="none" opacity="0.7" />
      </g>
    ),
  },
  'mental-health-guide': {
    from: '#047857',
    to: '#6ee7b7',
    draw: () => (
      <g>
        <circle cx="160" cy="92" r="58" fill="#ecfdf5" />
        <path d="M160 130c-26-18-42-32-42-50a21 21 0 0 1 42-6 21 21 0 0 1 42 6c0 18-16 32-42 50z" fill="#10b981" />
        <path d="M60 150c20-30 40-30 60 0M200 150c20-30 40-30 60 0" stroke="#fff" strokeWidth="5" fill="none" />
      </g>
    ),
  },
  'mistake-avoid-assignment': {
    from: '#b91c1c',
    to: '#fb923c',
    draw: () => (
      <g>
        <rect x="96" y="26" width="128" height="136" rx="8" fill="#fff" />
        {[50, 80, 110, 140].map((y, i) => (
          <g key={y}>
            <rect x="140" y={y - 4} width="70" height="8" rx="4" fill="#fecaca" />
            {i % 2 === 0 ? (
              <path d={`M112 ${y - 8}l14 14m0-14l-14 14`} stroke="#dc2626" strokeWidth="4" strokeLinecap="round" />
            ) : (
              <path d={`M111 ${y}l6 6 11-13`} stroke="#16a34a" strokeWidth="4" fill="none" strokeLinecap="round" />
            )}
          </g>
        ))}
      </g>
    ),
  },
  'time-management-assignment': {
    from: '#7c3aed',
    to: '#c4b5fd',
    draw: () => (
      <g>
        <circle cx="130" cy="92" r="56" fill="#fff" />
        <circle cx="130" cy="92" r="48" fill="none" stroke="#7c3aed" strokeWidth="4" />
        <path d="M130 60v32l22 14" stroke="#7c3aed" strokeWidth="6" strokeLinecap="round" fill="none" />
        <rect x="196" y="52" width="74" height="80" rx="8" fill="#fff" />
        <rect x="196" y="52" width="74" height="18" rx="8" fill="#a78bfa" />
        {Array.from({ length: 9 }, (_, i) => (
          <rect
            key={i}
            x={206 + (i % 3) * 20}
            y={80 + Math.floor(i / 3) * 16}
            width="12"
            height="10"
            rx="2"
            fill={i === 6 ? '#7c3aed' : '#ede9fe'}
          />
        ))}
      </g>
    ),
  },
  'write-with-ai': {
    from: '#0e7490',
    to: '#67e8f9',
    draw: () => (
      <g>
        <rect x="70" y="40" width="130" height="90" rx="8" fill="#fff" />
        <rect x="56" y="130" width="158" height="12" rx="4" fill="#cffafe" />
        <rect x="84" y="56" width="80" height="8" rx="4" fill="#0e7490" />
        <rect x="84" y="74" width="100" height="6" rx="3" fill="#a5f3fc" />
        <rect x="84" y="88" width="90" height="6" rx="3" fill="#a5f3fc" />
        <rect x="84" y="102" width="60" height="6" rx="3" fill="#a5f3fc" />
        <path d="M236 44l6 16 16 6-16 6-6 16-6-16-16-6 16-6z" fill="#fff" />
        <path d="M258 100l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#ecfeff" />
      </g>
    ),
  },
  plagiarismfree: {
    from: '#b45309',
    to: '#fcd34d',
    draw: () => (
      <g>
        <rect x="80" y="34" width="120" height="120" rx="8" fill="#fff" />
        <text x="96" y="96" fontSize="64" fontFamily="Georgia, serif" fill="#f59e0b">
          “
        </text>
        <rect x="100" y="104" width="80" height="6" rx="3" fill="#fde68a" />
        <rect x="100" y="118" width="60" height="6" rx="3" fill="#fde68a" />
        <circle cx="206" cy="104" r="30" fill="none" stroke="#fff" strokeWidth="8" />
        <path d="M228 126l24 24" stroke="#fff" strokeWidth="10" strokeLinecap="round" />
      </g>
    ),
  },
};

const PLAIN_PAGE: Art = {
  from: '#334155',
  to: '#94a3b8',
  draw: () => <rect x="110" y="30" width="100" height="130" rx="8" fill="#fff" />,
};

export function TipArt({ slug }: { slug: string }) {
  const id = useId();
  const art = ART[slug] ?? PLAIN_PAGE;
  return (
    <svg className={styles.picture} width="320" height="180" viewBox="0 0 320 180" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${id}-bg)`} />
      {art.draw()}
    </svg>
  );
}
