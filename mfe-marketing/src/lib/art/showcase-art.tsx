import type { JSX } from 'react';
import type { ShowcaseArt as ArtName } from '../../content/home-below-fold';
import styles from './art.module.css';

const line = (x: number, y: number, w: number, fill = '#cbd5e1') => (
  <rect key={`${x}-${y}`} x={x} y={y} width={w} height="7" rx="3.5" fill={fill} />
);

const DRAWINGS: Record<ArtName, () => JSX.Element> = {
  essay: () => (
    <>
      <rect x="90" y="30" width="150" height="196" rx="10" fill="#fff" stroke="#bfdbfe" strokeWidth="3" />
      {line(110, 54, 90, '#1d4ed8')}
      {[76, 92, 108, 124, 148, 164, 180, 196].map((y, i) => line(110, y, i % 3 === 2 ? 70 : 110))}
      <path d="M250 200l50-110 16 8-50 110-20 10z" fill="#f59e0b" />
      <path d="M246 218l4-18 16 8z" fill="#1f2937" />
    </>
  ),
  report: () => (
    <>
      <rect x="60" y="34" width="150" height="190" rx="10" fill="#fff" stroke="#bfdbfe" strokeWidth="3" />
      {line(80, 56, 80, '#1d4ed8')}
      {[78, 94, 110].map((y) => line(80, y, 110))}
      <rect x="80" y="140" width="18" height="60" fill="#93c5fd" />
      <rect x="106" y="120" width="18" height="80" fill="#60a5fa" />
      <rect x="132" y="158" width="18" height="42" fill="#93c5fd" />
      <rect x="158" y="104" width="18" height="96" fill="#1d4ed8" />
      <circle cx="270" cy="120" r="52" fill="#fef3c7" />
      <path d="M270 120V68a52 52 0 0 1 50 38z" fill="#f59e0b" />
    </>
  ),
  thesis: () => (
    <>
      <rect x="70" y="170" width="220" height="34" rx="4" fill="#1e3a8a" />
      <rect x="84" y="136" width="200" height="34" rx="4" fill="#7c3aed" />
      <rect x="76" y="102" width="206" height="34" rx="4" fill="#059669" />
      <rect x="96" y="110" width="90" height="6" rx="3" fill="#a7f3d0" />
      <rect x="104" y="144" width="90" height="6" rx="3" fill="#ddd6fe" />
      <rect x="92" y="178" width="90" height="6" rx="3" fill="#bfdbfe" />
      <path d="M180 30l80 28-80 28-80-28z" fill="#1f2937" />
      <path d="M130 70v22c30 16 70 16 100 0V70l-50 16z" fill="#374151" />
      <path d="M256 58v36" stroke="#f59e0b" strokeWidth="4" />
      <circle cx="256" cy="98" r="6" fill="#f59e0b" />
    </>
  ),
  poster: () => (
    <>
      <path d="M120 226l40-190M240 226l-40-190M180 40v186" stroke="#92400e" strokeWidth="8" strokeLinecap="round" />
      <rect x="90" y="46" width="180" height="130" rx="6" fill="#fff" stroke="#fcd34d" strokeWidth="3" />
      <rect x="106" y="60" width="110" height="12" rx="4" fill="#b45309" />
      <rect x="106" y="84" width="66" height="70" rx="4" fill="#fde68a" />
      <circle cx="139" cy="119" r="20" fill="#f59e0b" />
      {[86, 102, 118, 134, 150].map((y) => line(182, y, 72))}
      <rect x="70" y="176" width="220" height="10" rx="4" fill="#92400e" />
    </>
  ),
  dissertation: () => (
    <>
      <path d="M80 60c40-16 70-16 100 0v160c-30-16-60-16-100 0z" fill="#e0e7ff" stroke="#4f46e5" strokeWidth="3" />
      <path d="M180 60c30-16 60-16 100 0v160c-40-16-70-16-100 0z" fill="#eef2ff" stroke="#4f46e5" strokeWidth="3" />
      {[86, 106, 126, 146, 166].map((y) => line(98, y, 64, '#a5b4fc'))}
      {[86, 106, 126, 146, 166].map((y) => line(198, y, 64, '#a5b4fc'))}
      <path d="M250 54v50l10-8 10 8V50" fill="#ef4444" />
    </>
  ),
};

/** One drawing per kind of work (essay, report, thesis, poster, dissertation), 360×260. */
export function ShowcaseArt({ name }: { name: ArtName }) {
  const Drawing = DRAWINGS[name];
  return (
    <svg className={styles.picture} width="360" height="260" viewBox="0 0 360 260" aria-hidden="true" focusable="false">
      <rect width="360" height="260" rx="18" fill="#f3f6fb" />
      <Drawing />
    </svg>
  );
}
