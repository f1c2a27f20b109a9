import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from 'react';

/**
 * Whether the visitor has used the keyboard before a part's effect ran: a key pressed since the
 * section's code ran (hydration finishes in steps, a section after the frame), or focus moved by
 * the keyboard before that (a Tab pressed while the page had no script yet). Either would
 * otherwise be missed, and the part would wait for the next key.
 */
let keyPressed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => (keyPressed = true), { capture: true, once: true });
}
const keyboardUsed = () => keyPressed || document.activeElement?.matches(':focus-visible') === true;

/**
 * A part of a page whose markup the server renders but whose code the browser fetches only when
 * the visitor heads for it: when its place comes within 800 px of the viewport, or at their first
 * key press, so a keyboard user never tabs into content that cannot respond yet. Until then the
 * server's HTML stays on screen as it is (React hydrates it once the code arrives). When the page
 * is rendered in the browser instead (after a client-side navigation), an empty slot styled by
 * `slotClassName` holds the part's place until its code arrives, so nothing below it moves.
 */
export function deferredPart(load: () => Promise<{ default: ComponentType }>, slotClassName: string | undefined) {
  let request = () => {};
  const requested = new Promise<void>((resolve) => (request = resolve));
  // The server renders everything at once.
  if (typeof window === 'undefined') request();
  const Part = lazy(() => requested.then(load));

  // Memoised: a re-render of the page above must not reach the part while its server HTML waits
  // to be hydrated (React would then discard that HTML and render the part from scratch).
  return memo(function DeferredPart() {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (keyboardUsed()) return request();
      window.addEventListener('keydown', request, { once: true });
      const node = place.current;
      if (!node || typeof IntersectionObserver === 'undefined') {
        request();
        return () => window.removeEventListener('keydown', request);
      }
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && request(), {
        rootMargin: '800px 0px',
      });
      observer.observe(node);
      return () => {
        observer.disconnect();
        window.removeEventListener('keydown', request);
      };
    }, []);
    return (
      <div ref={place}>
        <Suspense fallback={<div className={slotClassName} />}>
          <Part />
        </Suspense>
      </div>
    );
  });
}
