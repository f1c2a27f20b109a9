/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOPIC_MESSAGE, WORD_COUNT_MESSAGE } from '../outline';
import { EssayTyper } from './essay-typer';

const downloads = vi.hoisted(() => ({ calls: [] as Array<[string, string]> }));
vi.mock('../../../lib/download-text', () => ({
  downloadText: (name: string, text: string) => downloads.calls.push([name, text]),
}));

describe('EssayTyper', () => {
  it('explains what is missing, next to each field', async () => {
    const user = userEvent.setup();
    render(<EssayTyper />);
    await user.clear(screen.getByLabelText(/Word count/));
    await user.type(screen.getByLabelText(/Word count/), '1e3');
    await user.click(screen.getByRole('button', { name: 'Build outline' }));
    expect(screen.getByLabelText(/Topic/)).toHaveAccessibleDescription(expect.stringContaining(TOPIC_MESSAGE));
    expect(screen.getByLabelText(/Word count/)).toHaveAccessibleDescription(
      expect.stringContaining(WORD_COUNT_MESSAGE),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('builds an outline whose allocations add up, and downloads it', async () => {
    const user = userEvent.setup();
    render(<EssayTyper />);
    await user.type(screen.getByLabelText(/Topic/), 'Urban green spaces');
    await user.selectOptions(screen.getByLabelText(/Essay type/), 'cause-effect');
    await user.clear(screen.getByLabelText(/Word count/));
    await user.type(screen.getByLabelText(/Word count/), '1234');
    await user.click(screen.getByRole('button', { name: 'Build outline' }));

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    const words = rows.slice(1, -1).map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(words).toEqual([124, 309, 555, 123, 123]);
    expect(words.reduce((a, b) => a + b, 0)).toBe(1234);
    expect(within(rows.at(-1)!).getAllByRole('cell')[1]).toHaveTextContent('1,234');
    expect(screen.getAllByText(/Urban green spaces/).length).toBeGreaterThan(2);

    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(downloads.calls[0]?.[0]).toBe('essay-outline-urban-green-spaces.txt');
    expect(downloads.calls[0]?.[1]).toMatch(/^Essay outline: Urban green spaces\nCause and effect essay/);
  });
});
