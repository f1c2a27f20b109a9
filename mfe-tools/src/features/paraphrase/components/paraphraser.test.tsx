/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParaphraseResponse } from '@shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARAPHRASE_ERROR_MESSAGE } from '../model';
import { Paraphraser } from './paraphraser';

const RESPONSE: ParaphraseResponse = {
  segments: [
    { text: 'Maria ', alternatives: [] },
    { text: 'purchased', original: 'bought', alternatives: ['bought', 'acquired'] },
    { text: ' 3 ', alternatives: [] },
    { text: 'large', original: 'big', alternatives: ['big', 'huge'] },
    { text: ' houses.', alternatives: [] },
  ],
  changedCount: 2,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(answer);
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  render(<Paraphraser />);
  const output = () => screen.getByRole('group', { name: 'Paraphrased text' });
  return { fetchMock, user, output };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('paraphraser', () => {
  it('asks for text instead of sending a blank one', async () => {
    const { fetchMock, user } = setup(() => Promise.resolve(json(200, RESPONSE)));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter some text to paraphrase.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the text and mode, then highlights the changed words', async () => {
    const { fetchMock, user, output } = setup(() => Promise.resolve(json(200, RESPONSE)));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'Maria bought 3 big houses.');
    await user.click(screen.getByRole('radio', { name: /Formal/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'English variant' }), 'UK English');
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    expect(await screen.findByText(/2 words changed\./)).toBeInTheDocument();
    expect(output()).toHaveTextContent('Maria purchased 3 large houses.');
    expect(within(output()).getAllByRole('button')).toHaveLength(2);
    expect(output().querySelectorAll('mark')).toHaveLength(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost:8787/v1/paraphrase');
    expect(JSON.parse(String(init?.body))).toEqual({
      text: 'Maria bought 3 big houses.',
      mode: 'formal',
      language: 'en-GB',
    });
    // The choice is remembered for the next visit.
    expect(localStorage.getItem('englishVariant')).toBe('en-GB');
  });

  it('opens the alternatives from the keyboard, picks one and returns focus to the word', async () => {
    const { user, output } = setup(() => Promise.resolve(json(200, RESPONSE)));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'Maria bought 3 big houses.');
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    const word = await screen.findByRole('button', { name: /^purchased \(changed from “bought”\)/ });
    // The result takes focus in the next frame; wait for that before moving to a word.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Paraphrased text' })).toHaveFocus());
    word.focus();
    await user.keyboard('{Enter}');
    const list = screen.getByRole('listbox', { name: 'Words for “bought”' });
    expect(word).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(list).toHaveFocus());
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['bought (original)', '✓purchased', 'acquired']);
    expect(list).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]!.id);
    expect(within(list).getByRole('option', { name: /purchased/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(output()).toHaveTextContent('Maria acquired 3 large houses.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^acquired/ })).toHaveFocus());

    // The list stays the same after a pick; Escape closes it without a change.
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['bought (original)', 'purchased', '✓acquired']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^acquired/ })).toHaveFocus();
    // Picking the original by mouse puts the writer's word back.
    await user.click(screen.getByRole('button', { name: /^large/ }));
    await user.click(screen.getByRole('option', { name: /big/ }));
    expect(output()).toHaveTextContent('Maria acquired 3 big houses.');
    expect(screen.getByRole('button', { name: /^big \(your original word\)/ })).toBeInTheDocument();
    expect(screen.getByText(/· 1 word changed/)).toBeInTheDocument();
  });

  it('keeps the text and says so when the service fails', async () => {
    const { user } = setup(() => Promise.resolve(json(500, {})));
    const box = screen.getByRole('textbox', { name: 'Your text' });
    await user.type(box, 'Maria bought 3 big houses.');
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PARAPHRASE_ERROR_MESSAGE);
    expect(box).toHaveValue('Maria bought 3 big houses.');
    expect(screen.getByRole('button', { name: 'Paraphrase' })).not.toHaveAttribute('aria-disabled');
  });

  it('is busy while working and sends once for a double click', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = setup(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'Maria bought 3 big houses.');
    await user.dblClick(screen.getByRole('button', { name: 'Paraphrase' }));
    const busy = screen.getByRole('button', { name: 'Paraphrasing…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Paraphrasing your text…');
    answer(json(200, RESPONSE));
    expect(await screen.findByText(/2 words changed\./)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
