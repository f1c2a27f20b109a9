/**
 * CSV as spreadsheets read it: every field quoted, quotes doubled, CRLF between rows. A field that
 * starts with = + - @ or a tab would be run as a formula by Excel or Sheets; it gets a leading
 * apostrophe, which spreadsheets show as text.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  const field = (value: string | number | null | undefined) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return `"${text.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
