// Starts the site's JavaScript once the server's HTML has been painted. The page names its
// modules in its data block (the shell's entry, and the section's entry and page chunk): they
// are preloaded together, in parallel, and the entry is imported. Until then the browser has
// nothing to do but show the page, so a phone paints it at once.
const data = JSON.parse(document.getElementById('site-data').textContent);

function start() {
  for (const href of data.assets.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // In a task of its own: the preloads above already keep the browser busy for a while.
  setTimeout(() => {
    for (const src of data.assets.scripts) {
      import(src).catch((error) => console.error(`The site's script ${src} failed to load:`, error));
    }
  });
}

// A frame callback runs just before a paint, and the timeout just after it. A hidden tab paints
// nothing, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
