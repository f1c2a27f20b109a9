import styles from './art.module.css';

/** The hero picture: a student at a desk with a laptop, books and a graded paper. 480×360. */
export function HeroArt() {
  return (
    <svg className={styles.picture} width="480" height="360" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <circle cx="250" cy="170" r="150" fill="#dbeafe" />
      <circle cx="390" cy="70" r="34" fill="#fde68a" />
      <text x="372" y="82" fontSize="32" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#92400e">
        A+
      </text>
      {/* desk */}
      <rect x="40" y="268" width="400" height="14" rx="4" fill="#1e3a8a" />
      <rect x="70" y="282" width="12" height="60" fill="#1e3a8a" />
      <rect x="398" y="282" width="12" height="60" fill="#1e3a8a" />
      {/* student */}
      <circle cx="230" cy="124" r="30" fill="#f2c5a0" />
      <path d="M200 118c0-26 14-38 32-38s30 12 30 30c-10-8-34-10-62 8z" fill="#1f2937" />
      <path d="M170 268c0-60 26-96 60-96s60 36 60 96z" fill="#1d4ed8" />
      <path d="M196 214l-30 48h40M264 214l30 48h-40" stroke="#f2c5a0" strokeWidth="14" strokeLinecap="round" />
      {/* laptop */}
      <path d="M252 196h108l-14 72H238z" fill="#374151" />
      <circle cx="300" cy="232" r="6" fill="#9ca3af" />
      <rect x="226" y="264" width="150" height="6" rx="3" fill="#4b5563" />
      {/* books */}
      <rect x="92" y="236" width="70" height="14" rx="2" fill="#f59e0b" />
      <rect x="98" y="250" width="62" height="18" rx="2" fill="#10b981" />
      <rect x="88" y="222" width="62" height="14" rx="2" fill="#ef4444" />
      {/* paper */}
      <g transform="rotate(-8 380 150)">
        <rect x="346" y="112" width="72" height="92" rx="6" fill="#fff" stroke="#bfdbfe" strokeWidth="2" />
        <rect x="358" y="128" width="48" height="6" rx="3" fill="#93c5fd" />
        <rect x="358" y="142" width="40" height="6" rx="3" fill="#bfdbfe" />
        <rect x="358" y="156" width="48" height="6" rx="3" fill="#bfdbfe" />
        <path d="M360 180l8 8 16-18" stroke="#16a34a" strokeWidth="5" fill="none" strokeLinecap="round" />
      </g>
    </svg>
  );
}
