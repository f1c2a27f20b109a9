/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLAGIARISM_MESSAGES } from '../model';
import { PlagiarismChecker } from './plagiarism-checker';

const SOURCE =
  'Sleep matters. Research shows that students who sleep at least eight hours remember more of what they studied.';
const TEXT = 'In my view, research shows that students who sleep at least eight hours remember more, and I agree.';
const box = (name: string) => screen.getByRole('textbox', { name });

function setup() {
  const user = userEvent.setup();
  render(<PlagiarismChecker />);
  return user;
}

describe('plagiarism checker', () => {
  it('asks for the text and a source, and focuses the first field to fix', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Check similarity' }));
    expect(box('Your text')).toHaveAccessibleDescription(expect.stringContaining(PLAGIARISM_MESSAGES.emptyText));
    expect(box('Source 1')).toHaveAccessibleDescription(PLAGIARISM_MESSAGES.noSource);
    await waitFor(() => expect(box('Your text')).toHaveFocus());
    await user.type(box('Your text'), 'Too short here.');
    await user.click(screen.getByRole('button', { name: 'Check similarity' }));
    expect(box('Your text')).toHaveAccessibleDescription(expect.stringContaining(PLAGIARISM_MESSAGES.shortText));
    expect(screen.queryByRole('heading', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('adds and removes sources, numbered in order, moving focus sensibly', async () => {
    const user = setup();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await waitFor(() => expect(box('Source 2')).toHaveFocus());
    await user.type(box('Source 2'), 'second');
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await user.type(box('Source 3'), 'third');
    await user.click(screen.getByRole('button', { name: 'Remove Source 2' }));
    expect(box('Source 2')).toHaveValue('third');
    await waitFor(() => expect(box('Source 2')).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Source 3' })).not.toBeInTheDocument();
  });

  it('reports the overall and per-source overlap and marks the shared passage', async () => {
    const user = setup();
    await user.click(box('Your text'));
    await user.paste(TEXT);
    await user.click(box('Source 1'));
    await user.paste(SOURCE);
    await user.click(screen.getByRole('button', { name: 'Add source' }));
    await user.paste('Bananas are yellow and grow best in warm and wet places.');
    await user.click(screen.getByRole('button', { name: 'Check similarity' }));

    const results = screen.getByRole('region', { name: 'Results' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      /^66\.7% of your text's wording also appears in the 2 sources\.$/,
    );
    expect(within(results).getByRole('heading', { name: 'Source 1: 66.7%' })).toBeInTheDocument();
    expect(within(results).getByRole('heading', { name: 'Source 2: 0%' })).toBeInTheDocument();
    const marks = results.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('research shows that students who sleep at least eight hours remember more');
    const passages = within(results).getByRole('list', { name: 'Passages shared with Source 1' });
    expect(within(passages).getAllByRole('listitem')).toHaveLength(1);
    expect(results).toHaveTextContent('does not search the internet');

    // Editing afterwards says the results are out of date until checked again.
    await user.type(box('Your text'), ' More.');
    expect(results).toHaveTextContent('You have changed the texts since this check.');
  });
});
