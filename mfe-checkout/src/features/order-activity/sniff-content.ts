/**
 * `#sniff-content` outside a browser (the section's server build, which renders pages and never
 * checks a file): no reader, so `file-type` (whose Node build needs `require`) stays out of it.
 * The browser's variant is sniff-content.browser.ts.
 */
export function sniffContent(): Promise<string | undefined> {
  return Promise.reject(new Error('Files are checked in the browser'));
}
