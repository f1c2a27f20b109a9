import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, for the api's tests and e2e: each content stream inflated, and the
 * strings of its text operators (`Tj`, `TJ`) decoded. Enough for PDFs written with standard
 * fonts (WinAnsi), as the receipt is; not a general PDF reader.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const out: string[] = [];
  // The end of line before `endstream` stays in the data: a compressed stream may end with a byte
  // that reads as `\r` (1 in 256), which a pattern taking `\r\n` away would cut off, and inflate
  // ignores what follows the end of its stream.
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content = match[1]!;
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1');
    } catch {
      // An uncompressed stream.
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('') : op[2]!;
      out.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}
