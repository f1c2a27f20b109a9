import type { JSX } from 'react';
import type { FlagCode } from '../../content/home';
import styles from './art.module.css';

/**
 * Simplified national flags drawn for the site (60×40). They are decorative: the country name is
 * always written beside them.
 */
function UnionJack({ width = 60, height = 40 }: { width?: number; height?: number }) {
  return (
    <svg x="0" y="0" width={width} height={height} viewBox="0 0 60 40" preserveAspectRatio="none">
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0L60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

const star = (cx: number, cy: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
};

const FLAGS: Record<FlagCode, () => JSX.Element> = {
  gb: () => <UnionJack />,
  us: () => (
    <>
      <rect width="60" height="40" fill="#fff" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={i * 6.15} width="60" height="3.08" fill="#b22234" />
      ))}
      <rect width="26" height="21.5" fill="#3c3b6e" />
      {Array.from({ length: 12 }, (_, i) => (
        <circle key={i} cx={4 + (i % 4) * 6} cy={4 + Math.floor(i / 4) * 6.5} r="1.2" fill="#fff" />
      ))}
    </>
  ),
  au: () => (
    <>
      <rect width="60" height="40" fill="#012169" />
      <UnionJack width={30} height={20} />
      <polygon points={star(15, 30, 5)} fill="#fff" />
      <polygon points={star(45, 8, 2.5)} fill="#fff" />
      <polygon points={star(39, 19, 2.5)} fill="#fff" />
      <polygon points={star(50, 17, 2.5)} fill="#fff" />
      <polygon points={star(45, 33, 2.5)} fill="#fff" />
    </>
  ),
  ca: () => (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="15" height="40" fill="#d52b1e" />
      <rect x="45" width="15" height="40" fill="#d52b1e" />
      <path
        d="M30 8l2 4 3-1-1 7 4-3 1 3 4-1-2 5 2 1-8 5 1 3h-5v5h-2v-5h-5l1-3-8-5 2-1-2-5 4 1 1-3 4 3-1-7 3 1z"
        fill="#d52b1e"
      />
    </>
  ),
  ie: () => (
    <>
      <rect width="20" height="40" fill="#169b62" />
      <rect x="20" width="20" height="40" fill="#fff" />
      <rect x="40" width="20" height="40" fill="#ff883e" />
    </>
  ),
  nz: () => (
    <>
      <rect width="60" height="40" fill="#012169" />
      <UnionJack width={30} height={20} />
      {[
        [45, 9],
        [39, 19],
        [50, 17],
        [45, 32],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <polygon points={star(x ?? 0, y ?? 0, 3.2)} fill="#fff" />
          <polygon points={star(x ?? 0, y ?? 0, 2.2)} fill="#c8102e" />
        </g>
      ))}
    </>
  ),
  in: () => (
    <>
      <rect width="60" height="13.34" fill="#ff9933" />
      <rect y="13.33" width="60" height="13.34" fill="#fff" />
      <rect y="26.66" width="60" height="13.34" fill="#138808" />
      <circle cx="30" cy="20" r="5" fill="none" stroke="#000080" strokeWidth="1" />
      {Array.from({ length: 12 }, (_, i) => {
        const angle = (Math.PI / 6) * i;
        return (
          <line
            key={i}
            x1="30"
            y1="20"
            x2={(30 + 5 * Math.cos(angle)).toFixed(2)}
            y2={(20 + 5 * Math.sin(angle)).toFixed(2)}
            stroke="#000080"
            strokeWidth="0.6"
          />
        );
      })}
    </>
  ),
};

export function Flag({ code, width = 60 }: { code: FlagCode; width?: number }) {
  const Drawing = FLAGS[code];
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 60 40"
      aria-hidden="true"
      focusable="false"
      className={styles.flag}
    >
      <Drawing />
    </svg>
  );
}
