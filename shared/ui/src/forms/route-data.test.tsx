// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerFormsContext } from '@shared/platform/core';
import { TestRouter } from '@shared/platform/router/testing';
import { useRouteData } from './route-data';

afterEach(cleanup);

function Shows() {
  return <p>{JSON.stringify(useRouteData() ?? null)}</p>;
}

const renderAt = (path: string) =>
  render(
    <ServerFormsContext value={{ key: 'k', posted: null, data: { path: '/order', value: { step: 2 } } }}>
      <TestRouter path={path}>
        <Shows />
      </TestRouter>
    </ServerFormsContext>,
  );

describe('useRouteData', () => {
  it('gives the page the data its server half gave it', () => {
    renderAt('/order');
    expect(screen.getByText('{"step":2}')).toBeTruthy();
  });

  it("gives a page reached later in the browser nothing: the data is another page's", () => {
    renderAt('/order/details');
    expect(screen.getByText('null')).toBeTruthy();
  });
});
