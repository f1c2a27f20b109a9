/** @vitest-environment jsdom */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoaded } from './use-loaded';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * A load as the blog's articles and the section loader have it: a cached promise, and its value
 * once loaded. (React's "did not call use()" error shows in a browser's development build, where
 * an article page first suspends; `pnpm dev` showed it on every article before useLoaded.)
 */
function cachedLoad(value: string) {
  let known: string | undefined;
  let release!: () => void;
  const promise = new Promise<string>((resolve) => (release = () => resolve(value))).then((loaded) => (known = loaded));
  return { peek: () => known, load: () => promise, release };
}

describe('useLoaded', () => {
  it('suspends until the load settles, then renders it, and React logs no error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const article = cachedLoad('Writing with AI');
    function Article() {
      return <h1>{useLoaded(article.peek(), article.load)}</h1>;
    }
    // Awaited: React suspends inside it, and retries once the load settles.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Article />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => {
      article.release();
      await article.load();
    });
    expect(screen.getByRole('heading', { name: 'Writing with AI' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a value already known without suspending', () => {
    function Article() {
      return <h1>{useLoaded('Known', () => new Promise<string>(() => {}))}</h1>;
    }
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Article />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Known' })).toBeTruthy();
  });
});
