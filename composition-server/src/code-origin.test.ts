import { describe, expect, it } from 'vitest';
import { codeUrlProblem, crossOriginProblem } from './code-origin';

describe('where section code may come from', () => {
  it('is https, a local file, or plain http to this machine only', () => {
    for (const ok of [
      'https://cdn.example.com/blog/server/remote-entry.js',
      'file:///srv/sections/blog/server/remote-entry.js',
      'http://localhost:4175/server/remote-entry.js',
      'http://blog.localhost:4175/server/remote-entry.js',
      'http://127.0.0.1:4175/server/remote-entry.js',
      'http://[::1]:4175/server/remote-entry.js',
    ]) {
      expect(codeUrlProblem(ok), ok).toBeNull();
    }
    for (const refused of [
      'http://cdn.example.com/blog/server/remote-entry.js',
      'http://10.0.0.5/server/remote-entry.js',
      'http://localhost.example.com/server/remote-entry.js',
      'http://127.0.0.1.nip.io/server/remote-entry.js',
      'ftp://cdn.example.com/x.js',
    ]) {
      expect(codeUrlProblem(refused), refused).toMatch(/is not https/);
    }
  });

  it("is its manifest's (or importer's) origin", () => {
    const from = 'https://cdn.example.com/blog/mf-manifest.json';
    expect(crossOriginProblem('https://cdn.example.com/blog/server/remote-entry.js', from)).toBeNull();
    expect(crossOriginProblem('https://evil.example.net/x.js', from)).toMatch(/only from its own origin/);
    expect(crossOriginProblem('http://cdn.example.com/blog/x.js', from)).toMatch(/only from its own origin/);
    expect(crossOriginProblem('https://cdn.example.com:8443/x.js', from)).toMatch(/only from its own origin/);
    expect(crossOriginProblem('file:///srv/blog/server/x.js', 'file:///srv/blog/mf-manifest.json')).toBeNull();
    expect(crossOriginProblem('file:///etc/x.js', from)).toMatch(/only from its own origin/);
  });
});
