/**
 * What must never reach a log line, by its shape: an order page's token (32 characters of
 * lower-case base 32, the secret of `/orders/<token>`) and an email address. The servers pass
 * every line through `redactSecrets` as a last guard; their own lines name route patterns and ids,
 * never these. The e2e suite scans the servers' output for the same shapes.
 */
export const SECRET_SHAPES: readonly RegExp[] = [
  /(?<![A-Za-z0-9])[a-z2-7]{32}(?![A-Za-z0-9])/g,
  /[^\s"'<>@,;:()[\]\\/=]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g,
];

export const REDACTED = '[redacted]';

export function redactSecrets(text: string): string {
  return SECRET_SHAPES.reduce((line, shape) => line.replace(shape, REDACTED), text);
}

/** The secrets-shaped strings in `text`, for checks that must find none. */
export function findSecrets(text: string): string[] {
  return SECRET_SHAPES.flatMap((shape) => [...text.matchAll(shape)].map((match) => match[0]));
}
