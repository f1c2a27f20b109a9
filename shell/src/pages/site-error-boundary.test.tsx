// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useNavigate } from '@shared/platform/router';
import { MemoryRouter } from '@shared/platform/router/testing';
import { afterEach, expect, it, vi } from 'vitest';
import { SiteErrorBoundary } from './site-error-boundary';

afterEach(cleanup);

/** Stands in for the site layout: it fails while `broken` is set. */
function Layout({ broken }: { broken: boolean }) {
  if (broken) throw new Error('the layout failed');
  return <h1>Working page</h1>;
}

/** The layout breaks on the first URL only; the button navigates from outside the boundary, like Back. */
function Site() {
  const navigate = useNavigate();
  const [broken, setBroken] = useState(true);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setBroken(false);
          void navigate('/elsewhere');
        }}
      >
        Go elsewhere
      </button>
      <SiteErrorBoundary>
        <Layout broken={broken} />
      </SiteErrorBoundary>
    </>
  );
}

it('shows the friendly error instead of a blank page, and clears it at the next URL', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Site />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');

  fireEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Working page' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
});
