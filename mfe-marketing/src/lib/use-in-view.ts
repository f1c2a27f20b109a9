import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element has come into view (once: it stays true). Without IntersectionObserver
 * (old browsers, jsdom) the element counts as in view at once, so nothing stays hidden.
 */
export function useInView<T extends Element>(rootMargin = '0px'): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node) return;
      if (typeof IntersectionObserver === 'undefined') {
        setInView(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.current?.disconnect();
            observer.current = null;
          }
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [rootMargin],
  );

  return [ref, inView];
}
