/** @vitest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { defaultRuntimeConfig } from '@shared/build/default-config';
import { provideRuntimeConfig } from '@shared/platform/core';
import { TestRouter } from '@shared/platform/router/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EquationSolver } from './equation-solver';
import { MathEquation } from './math-equation';

const at = (url: string) => (
  <TestRouter path={url}>
    <EquationSolver />
  </TestRouter>
);

beforeEach(() => provideRuntimeConfig(defaultRuntimeConfig()));

describe('EquationSolver', () => {
  it('renders the result of ?equation= on the server, and hydrates that HTML without a mismatch', async () => {
    const html = renderToString(at('/equation-solver?equation=x%5E2%3D4'));
    expect(html).toContain('x₁ = −2');
    expect(html).toContain('x₂ = 2');
    expect(html).toContain('value="x^2=4"');
    expect(html).toContain('<math display="block">');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, at('/equation-solver?equation=x%5E2%3D4'), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('list', { name: 'Roots' }).textContent).toContain('x₁ = −2');
    container.remove();
  });

  it('with JavaScript, Solve puts the equation in the URL and shows the result, no reload', async () => {
    const user = userEvent.setup();
    render(at('/equation-solver'));
    await user.type(screen.getByLabelText('Equation'), '2/x = 1');
    await user.click(screen.getByRole('button', { name: 'Solve' }));
    expect(screen.getByTestId('location').textContent).toBe('/equation-solver?equation=2%2Fx+%3D+1');
    expect(screen.getByRole('list', { name: 'Roots' }).textContent).toContain('x = 2');
    expect(screen.getByText('Excluded: x ≠ 0 (they make a denominator zero).')).toBeInTheDocument();
  });

  it('shows the spec message for an equation without "="', () => {
    render(at('/equation-solver?equation=x%2B1'));
    expect(screen.getByLabelText('Equation')).toHaveAccessibleDescription(
      expect.stringContaining('Equation must contain an "=" sign.'),
    );
  });
});

describe('MathEquation', () => {
  it('writes fractions, powers, square and cube roots as MathML', () => {
    const { container } = render(<MathEquation text="(x - (-2 - cbrt(73))/3)*(x^2 + sqrt(3)/2) = 0" />);
    expect(container.querySelectorAll('math')).toHaveLength(1);
    expect(container.querySelector('mfrac')).not.toBeNull();
    expect(container.querySelector('msup')?.textContent).toBe('x2');
    expect(container.querySelector('msqrt')?.textContent).toBe('3');
    expect(container.querySelector('mroot')?.textContent).toBe('733');
  });

  it('falls back to the plain text when the text cannot be parsed', () => {
    const { container } = render(<MathEquation text="x = (" />);
    expect(container.querySelector('math')).toBeNull();
    expect(container.textContent).toBe('x = (');
  });
});
