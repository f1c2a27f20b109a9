import { redactSecrets } from '@shared/contracts/log-redaction';

/**
 * Passes everything the process writes to stdout and stderr through `redactSecrets`: the
 * composition server's own warnings, its render workers' output (forwarded through these streams)
 * and whatever a library prints. Its own lines name route patterns, never paths (an order page's
 * path holds the order's secret token); this is the guard behind them.
 */
export function redactProcessOutput(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(
        typeof chunk === 'string'
          ? redactSecrets(chunk)
          : chunk instanceof Uint8Array
            ? redactSecrets(Buffer.from(chunk).toString('utf8'))
            : chunk,
        ...rest,
      )) as typeof stream.write;
  }
}
