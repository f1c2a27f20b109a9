import { describe, expect, it, vi } from 'vitest';
import { reachableRemotes } from './reachable-remotes';

const remotes = {
  marketing: 'http://localhost:4174/mf-manifest.json',
  blog: 'http://localhost:4175/mf-manifest.json',
  tools: 'http://localhost:4176/mf-manifest.json',
  checkout: 'http://localhost:4177/mf-manifest.json',
};

describe('the standalone page’s other sections', () => {
  it('asks each other manifest once and warns once, naming every one that did not answer', async () => {
    const asked: string[] = [];
    const warn = vi.fn();
    const reachable = await reachableRemotes(
      remotes,
      'blog',
      (url) => {
        asked.push(url);
        if (url.includes('4174')) return Promise.resolve(new Response('{}'));
        if (url.includes('4176')) return Promise.resolve(new Response('gone', { status: 404 }));
        return Promise.reject(new TypeError('Failed to fetch'));
      },
      warn,
    );
    expect(asked.sort()).toEqual([remotes.marketing, remotes.tools, remotes.checkout].sort());
    expect(reachable).toEqual({ blog: remotes.blog, marketing: remotes.marketing });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      `Standalone blog: tools (${remotes.tools}), checkout (${remotes.checkout}) did not answer, so those sections are left out; pages that embed one show its fallback.`,
    );
  });

  it('says nothing when every section answers', async () => {
    const warn = vi.fn();
    const reachable = await reachableRemotes(remotes, 'tools', () => Promise.resolve(new Response('{}')), warn);
    expect(reachable).toEqual(remotes);
    expect(warn).not.toHaveBeenCalled();
  });
});
