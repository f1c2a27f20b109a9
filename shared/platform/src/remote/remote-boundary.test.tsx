/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import { RemoteBoundary } from './remote-boundary';

afterEach(cleanup);

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('RemoteBoundary', () => {
  it('offers Retry for an unreachable section, and Retry renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Failed to get manifest. #RUNTIME-003');
      return <p>Section content</p>;
    }
    const onRetry = vi.fn(() => (fail = false));
    render(
      <RemoteBoundary section="tools" onRetry={onRetry}>
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Section content')).toBeTruthy();
  });

  it('offers Reload when the section was updated under the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RemoteBoundary section="blog">
        <Thrower error={new ChunkLoadError('gone', 'blog', 'updated')} />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'The site was updated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows the friendly error with Reload and Home for a render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RemoteBoundary section="marketing">
        <Thrower error={new TypeError('x is undefined')} />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });
});
