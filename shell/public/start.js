// Starts the site's JavaScript once the server's HTML has been painted. The page's modules (the
// shell's entry, and the section's entry and page chunk) are preloaded from its head, so they
// load while the page paints; this imports the entry, in a task of its own after the first
// paint, so that running it never delays what the visitor first sees.
// The id is SITE_DATA_ELEMENT_ID in src/app/site-data.ts. The composition server puts this file
// inline into every page (no request), allowed by its hash in the CSP, and leaves out every line
// that starts with `//`, `/**` or `*`: keep comments on lines of their own, and no code there.
const data = JSON.parse(document.getElementById('site-data').textContent);

function importEntry() {
  for (const src of data.assets.scripts) {
    import(src).catch((error) => console.error(`The site's script ${src} failed to load:`, error));
  }
}

// A frame callback runs just before a paint, and the timeout just after it. A hidden tab paints
// nothing, so it starts at once.
if (document.visibilityState === 'hidden') importEntry();
else requestAnimationFrame(() => setTimeout(importEntry));
