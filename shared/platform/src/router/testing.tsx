/**
 * Router pieces for unit tests only: a memory router from the same react-router the facade
 * re-exports, so components under test see the router context they see in the site.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export { MemoryRouter };

/** Renders `children` at `path` inside a memory router, with a probe that reports the location. */
export function TestRouter({ path = '/', children }: { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {children}
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/** The current location as text, for tests to read (`getByTestId`); hidden, so no role queries meet it. */
export function LocationProbe() {
  const location = useLocation();
  return <span hidden data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</span>;
}
