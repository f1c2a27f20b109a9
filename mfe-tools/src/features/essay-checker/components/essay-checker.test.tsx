/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRAMMAR_ERROR_MESSAGE } from '../../grammar';
import { BLANK_ESSAY_MESSAGE } from '../model';
import { EssayChecker } from './essay-checker';

const ESSAY =
  'The results were analysed by the team. The team found a clear pattern.\n\nThe pattern helps the team plan.';

function grammarAnswer(matches: unknown[]) {
  return vi.fn(async () => new Response(JSON.stringify({ matches }), { status: 200 }));
}

afterEach(() => vi.unstubAllGlobals());

async function check(text: string) {
  const user = userEvent.setup();
  render(<EssayChecker />);
  if (text) await user.type(screen.getByLabelText(/Your essay/), text);
  await user.click(screen.getByRole('button', { name: 'Check essay' }));
  return user;
}

describe('EssayChecker', () => {
  it('asks for text when the box is blank, and sends nothing', async () => {
    const fetch = grammarAnswer([]);
    vi.stubGlobal('fetch', fetch);
    await check('');
    expect(screen.getByRole('alert')).toHaveTextContent(BLANK_ESSAY_MESSAGE);
    expect(screen.getByLabelText(/Your essay/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports counts, scores, flags and the grammar issues', async () => {
    vi.stubGlobal(
      'fetch',
      grammarAnswer([{ message: 'Possible spelling mistake found.', offset: 4, length: 7, replacements: [] }]),
    );
    await check(ESSAY);
    const length = screen.getByRole('heading', { name: 'Length' }).parentElement!;
    expect(within(length).getByText('Words').nextSibling).toHaveTextContent('19');
    expect(within(length).getByText('Sentences').nextSibling).toHaveTextContent('3');
    expect(within(length).getByText('Paragraphs').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Flesch reading ease')).toBeInTheDocument();
    expect(screen.getByText('Flesch–Kincaid grade')).toBeInTheDocument();
    const style = screen.getByRole('heading', { name: 'Style' }).parentElement!;
    expect(within(style).getByText('were analysed')).toBeInTheDocument();
    expect(within(style).getByText('team')).toBeInTheDocument();
    expect(await screen.findByText('Possible spelling mistake found.')).toBeInTheDocument();
    expect(screen.getByText('1 grammar issue found.')).toBeInTheDocument();
  });

  it('keeps the rest of the report when the grammar service fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await check(ESSAY);
    expect(await screen.findByRole('alert')).toHaveTextContent(GRAMMAR_ERROR_MESSAGE);
    expect(screen.getByRole('heading', { name: 'Readability' })).toBeInTheDocument();
    const style = screen.getByRole('heading', { name: 'Style' }).parentElement!;
    expect(within(style).getByText('were analysed')).toBeInTheDocument();
  });
});
