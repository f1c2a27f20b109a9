import { describe, expect, it } from 'vitest';
import { releaseEntriesFromLog } from './release-record';

const line = (record: object) => JSON.stringify(record);
const LOG = [
  line({
    at: '2026-11-20T10:00:00.000Z',
    action: 'release',
    section: 'blog',
    remote: 'a',
    previous: null,
    buildId: 'blog-1',
  }),
  line({
    at: '2026-11-21T10:00:00.000Z',
    action: 'canary',
    section: 'blog',
    remote: 'a',
    previous: 'a',
    canary: { remote: 'b', percent: 5 },
    buildId: 'blog-2',
  }),
  'not json',
  line({ at: '2026-11-22T10:00:00.000Z', action: 'promote', section: 'blog', remote: 'b', previous: 'a' }),
  line({
    at: '2026-11-23T10:00:00.000Z',
    action: 'rollback',
    section: 'blog',
    remote: 'a',
    previous: 'b',
    buildId: 'blog-1',
  }),
  line({
    at: '2026-11-24T10:00:00.000Z',
    action: 'canary',
    section: 'tools',
    remote: 't',
    previous: 't',
    canary: { remote: 'u', percent: 50 },
    buildId: 'tools-9',
  }),
  line({ at: '2026-11-24T11:00:00.000Z', action: 'abort', section: 'tools', remote: 't', previous: 't' }),
].join('\n');

describe('the release command’s log, as release health reads it', () => {
  it('names the build of every step: a promote serves its canary’s build', () => {
    expect(releaseEntriesFromLog(LOG)).toEqual([
      { section: 'blog', build: 'blog-1', at: '2026-11-20T10:00:00.000Z', kind: 'release', percent: 100 },
      { section: 'blog', build: 'blog-2', at: '2026-11-21T10:00:00.000Z', kind: 'canary', percent: 5 },
      { section: 'blog', build: 'blog-2', at: '2026-11-22T10:00:00.000Z', kind: 'promote', percent: 100 },
      { section: 'blog', build: 'blog-1', at: '2026-11-23T10:00:00.000Z', kind: 'rollback', percent: 100 },
      { section: 'tools', build: 'tools-9', at: '2026-11-24T10:00:00.000Z', kind: 'canary', percent: 50 },
    ]);
  });

  it('leaves out an abort whose stable build it never saw, and lines it cannot read', () => {
    expect(releaseEntriesFromLog('{}\n[]\n')).toEqual([]);
  });
});
