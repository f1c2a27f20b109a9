import { useEffect, useState } from 'react';
import { COUNT_UP_MS, countAt } from '../model';

/**
 * The number to show while counting up to `target`, starting when `started` turns true.
 * With reduced motion (or no animation frames) the target shows at once.
 */
export function useCountUp(target: number, started: boolean, reducedMotion: boolean): number {
  const [value, setValue] = useState(0);
  const animate = !reducedMotion && typeof requestAnimationFrame === 'function';

  useEffect(() => {
    if (!started || !animate) return;
    let frame = 0;
    const begin = performance.now();
    const tick = (now: number) => {
      const elapsed = now - begin;
      setValue(countAt(target, elapsed, COUNT_UP_MS));
      if (elapsed < COUNT_UP_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, started, animate]);

  if (!started) return 0;
  return animate ? value : target;
}
