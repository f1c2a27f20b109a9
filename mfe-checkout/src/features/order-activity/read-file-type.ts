/**
 * `file-type`'s reader, in a chunk of its own (read-file-type-*.js) that the browser loads only
 * when a file is chosen (sniff-content.browser.ts): a page that takes no file never loads it.
 */
export { fileTypeFromBlob } from 'file-type/core';
