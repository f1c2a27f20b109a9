/** Whether the visitor asked the system for less motion; smooth scrolling is skipped when they did. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls an element to the top of the viewport: smoothly, unless reduced motion is preferred or `instant` is asked for. */
export function scrollToElement(element: Element, mode: 'smooth' | 'instant' = 'smooth'): void {
  if (typeof element.scrollIntoView !== 'function') return;
  const behavior: ScrollBehavior = mode === 'instant' || prefersReducedMotion() ? 'instant' : 'smooth';
  element.scrollIntoView({ behavior, block: 'start' });
}
