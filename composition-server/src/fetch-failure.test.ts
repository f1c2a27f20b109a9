// @vitest-environment node
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchFailure } from './fetch-failure';

const failureOf = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    () => 'answered',
    (error: unknown) => fetchFailure(error),
  );

describe('fetchFailure', () => {
  it('names the cause Node’s fetch keeps behind "fetch failed"', async () => {
    // Port 6000 is on the fetch standard's list of ports no browser or Node will connect to.
    expect(await failureOf('http://127.0.0.1:6000/mf-manifest.json')).toMatch(
      /^bad port: Node’s fetch, like a browser, refuses to connect to this port/,
    );
    // A port that was free a moment ago: nothing listens there.
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    expect(await failureOf(`http://127.0.0.1:${port}/mf-manifest.json`)).toContain('ECONNREFUSED');
  });

  it('says a timeout in words', () => {
    expect(fetchFailure(new DOMException('The operation timed out.', 'TimeoutError'))).toBe('no answer in time');
  });
});
