import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render';
import ServicesPage from './services-page';

describe('services page', () => {
  it('has the heading, five cards with a phone-call Get Quote each', () => {
    renderWithRouter(<ServicesPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Professional Writing & Design Services');
    for (const title of [
      'Dissertation Writing',
      'Report Writing',
      'Thesis Writing',
      'PPT and Poster Design',
      'Essay Writing',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const quotes = screen.getAllByRole('link', { name: /^Get Quote/ });
    expect(quotes).toHaveLength(5);
    for (const link of quotes) expect(link.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });

  it('opens one card at a time with Read More / Hide Details', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ServicesPage />);
    const dissertation = screen.getByRole('button', { name: /Read More about Dissertation Writing/ });
    await user.click(dissertation);
    expect(dissertation).toHaveAttribute('aria-expanded', 'true');
    expect(dissertation).toHaveTextContent('Hide Details');
    const report = screen.getByRole('button', { name: /Read More about Report Writing/ });
    await user.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    expect(dissertation).toHaveAttribute('aria-expanded', 'false');
    expect(dissertation).toHaveTextContent('Read More');
    await user.click(report);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('lists the eight quick services and an eight-question accordion with at most one open', () => {
    renderWithRouter(<ServicesPage />);
    const quick = screen.getByRole('region', { name: 'More Ways We Can Help' });
    expect(quick.querySelectorAll('article')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Open the essay typer' })).toHaveAttribute('href', '/essay-typer');
    const faq = screen.getByRole('region', { name: 'Services FAQ' });
    // Native disclosures sharing one name: the browser keeps at most one open.
    const questions = [...faq.querySelectorAll('details')];
    expect(questions).toHaveLength(8);
    expect(new Set(questions.map((q) => q.getAttribute('name'))).size).toBe(1);
    expect(questions[0]?.getAttribute('name')).toBeTruthy();
  });
});
