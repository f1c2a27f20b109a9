/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRAMMAR_MAX_CHARS } from 'shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrammarChecker } from './grammar-checker';

const TEXT = 'This is a a test of the speling checker.';
const MATCHES = {
  matches: [
    { message: 'Possible typo: you repeated a word.', replacements: [{ value: 'a' }], offset: 8, length: 3 },
    { message: 'Possible spelling mistake found.', replacements: [{ value: 'spelling' }], offset: 24, length: 7 },
  ],
};

function setup(body: unknown = MATCHES) {
  const fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })),
    );
  vi.stubGlobal('fetch', fetchMock);
  render(<GrammarChecker />);
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('grammar checker', () => {
  it('does nothing for blank text and refuses text over the limit before sending', async () => {
    const { fetchMock, user } = setup();
    const box = screen.getByRole('textbox', { name: 'Your text' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.change(box, { target: { value: 'a'.repeat(GRAMMAR_MAX_CHARS + 1) } });
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('20,001 characters'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applying a suggestion moves focus to the next issue; the last one gives the corrected text', async () => {
    const { user } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), { target: { value: TEXT } });
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    await user.click(await screen.findByRole('button', { name: 'Replace “a a” with “a”' }));
    const next = screen.getByText('Possible spelling mistake found.').closest('li');
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.queryByText('Possible typo: you repeated a word.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace “speling” with “spelling”' }));
    expect(await screen.findByRole('heading', { name: 'Corrected text' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Corrected text' })).toHaveFocus());
    expect(screen.getByText('This is a test of the spelling checker.')).toBeInTheDocument();
    expect(screen.getByText(/^Suggestions applied\./)).toBeInTheDocument();
  });

  it("says 'No issues found!' for a clean text", async () => {
    const { user } = setup({ matches: [] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), { target: { value: 'All is well.' } });
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    expect(await screen.findByText('No issues found!')).toBeInTheDocument();
  });
});
