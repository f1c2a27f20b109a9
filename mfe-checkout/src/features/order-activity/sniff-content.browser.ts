/**
 * `#sniff-content` in a browser: what a file is, read from its content with `file-type` (the
 * library the api checks uploads with), loaded only when a file is chosen.
 */
export async function sniffContent(file: Blob): Promise<string | undefined> {
  const { fileTypeFromBlob } = await import('./read-file-type');
  return (await fileTypeFromBlob(file))?.mime;
}
