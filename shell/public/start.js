// Starts the site's JavaScript once the server's HTML has been painted. The page names its
// modules in its data block (the shell's entry, and the section's entry and page chunk): they
// are preloaded together, in parallel, and the entry is imported. (The largest, React DOM, is
// preloaded from the page's head already: its download starts as the HTML arrives.) Until then the browser has
// nothing to do but show the page, so a phone paints it at once. The preloads are added a few
// per task, and the entry is imported in a task of its own, so none of it is a long task.
// The id is SITE_DATA_ELEMENT_ID in src/app/site-data.ts. The composition server puts this file
// inline into every page (no request), allowed by its hash in the CSP, and leaves out every line
// that starts with `//`, `/**` or `*`: keep comments on lines of their own, and no code there.
const data = JSON.parse(document.getElementById('site-data').textContent);

/**
 * Adding one took 0.2 to 15 ms on a CPU slowed to a mid-range phone's speed, so a batch of three
 * stays below a long task (50 ms).
 */
const PRELOADS_PER_TASK = 3;

function start() {
  const pending = [...data.assets.preload];
  const next = () => {
    for (const href of pending.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const then = pending.length > 0 ? next : importEntry;
    // scheduler.yield() continues before tasks queued since; setTimeout where the browser lacks it.
    if (globalThis.scheduler?.yield) scheduler.yield().then(then);
    else setTimeout(then);
  };
  next();
}

function importEntry() {
  for (const src of data.assets.scripts) {
    import(src).catch((error) => console.error(`The site's script ${src} failed to load:`, error));
  }
}

// A frame callback runs just before a paint, and the timeout just after it. A hidden tab paints
// nothing, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
