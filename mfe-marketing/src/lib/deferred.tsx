import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useInView } from './use-in-view';

/**
 * Renders `children` (a lazy part of a page) only once the visitor heads for it: when its slot comes
 * within 800 px of the viewport, or at their first key press, so a keyboard user never tabs past
 * content that is not there yet. Until then, and while its chunk loads, an empty slot styled by
 * `slotClassName` holds its place, so that what the visitor sees does not move.
 */
export function Deferred({ slotClassName, children }: { slotClassName: string | undefined; children: ReactNode }) {
  const [ref, inView] = useInView<HTMLDivElement>('800px 0px');
  const [keyPressed, setKeyPressed] = useState(false);
  useEffect(() => {
    const onKey = () => setKeyPressed(true);
    window.addEventListener('keydown', onKey, { once: true });
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const slot = <div ref={ref} className={slotClassName} />;
  if (!inView && !keyPressed) return slot;
  return <Suspense fallback={slot}>{children}</Suspense>;
}
