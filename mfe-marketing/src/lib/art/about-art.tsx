import styles from './art.module.css';

/** A globe with pins on the places our students study, 420×320. */
export function AboutArt() {
  const pins: [number, number, string][] = [
    [168, 112, '#ef4444'],
    [120, 150, '#f59e0b'],
    [248, 180, '#10b981'],
    [290, 220, '#7c3aed'],
    [206, 130, '#1d4ed8'],
  ];
  return (
    <svg className={styles.picture} width="420" height="320" viewBox="0 0 420 320" aria-hidden="true" focusable="false">
      <circle cx="210" cy="160" r="132" fill="#dbeafe" />
      <circle cx="210" cy="160" r="110" fill="#fff" stroke="#1d4ed8" strokeWidth="4" />
      <ellipse cx="210" cy="160" rx="50" ry="110" fill="none" stroke="#93c5fd" strokeWidth="3" />
      <path d="M100 160h220M116 105h188M116 215h188" stroke="#93c5fd" strokeWidth="3" />
      <path
        d="M160 92c20 8 30 2 46 12s10 30 30 34 26 18 20 34-30 10-36 28-26 20-36 4 4-30-10-42-26-4-30-22 6-34 16-48z"
        fill="#bbf7d0"
      />
      {pins.map(([x, y, colour]) => (
        <g key={`${x}-${y}`}>
          <path d={`M${x} ${y}c-9 0-16 7-16 16 0 12 16 26 16 26s16-14 16-26c0-9-7-16-16-16z`} fill={colour} />
          <circle cx={x} cy={y + 16} r="5" fill="#fff" />
        </g>
      ))}
      <rect x="300" y="40" width="90" height="44" rx="10" fill="#fde68a" />
      <text
        x="345"
        y="68"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#92400e"
      >
        since 2016
      </text>
    </svg>
  );
}
