// @vitest-environment node
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { describe, expect, it } from 'vitest';
import { assignCanaries, bucketOf, VISITOR_COOKIE } from './canary';

const config = {
  ...defaultRuntimeConfig('localhost'),
  canaries: { blog: { remote: 'https://cdn.example/blog/2/mf-manifest.json', percent: 50 } },
};

describe('assignCanaries', () => {
  it('gives a visitor the same build every time, and about the canary share of visitors the canary', () => {
    let inCanary = 0;
    for (let index = 0; index < 1000; index += 1) {
      const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
      const first = assignCanaries(config, `${VISITOR_COOKIE}=${id}`, true);
      const again = assignCanaries(config, `a=b; ${VISITOR_COOKIE}=${id}`, true);
      expect(again.config.remotes.blog).toBe(first.config.remotes.blog);
      expect(first.setCookie, 'a known visitor keeps the id').toBeUndefined();
      expect(first.config.canaries, 'the page sees one URL per section').toBeUndefined();
      if (first.key === 'blog') inCanary += 1;
    }
    expect(inCanary).toBeGreaterThan(430);
    expect(inCanary).toBeLessThan(570);
  });

  it('gives a new visitor an id, and none while no canary runs', () => {
    const fresh = assignCanaries(config, '', true);
    expect(fresh.setCookie).toMatch(
      /^release_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly; Secure$/,
    );
    expect(assignCanaries(defaultRuntimeConfig('localhost'), '', true)).toEqual({
      config: defaultRuntimeConfig('localhost'),
      key: '',
    });
  });

  it('places a visitor per section, so two canaries reach different visitors', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const places = new Set(['blog', 'tools', 'checkout', 'marketing'].map((section) => bucketOf(id, section)));
    expect(places.size).toBeGreaterThan(1);
  });
});
