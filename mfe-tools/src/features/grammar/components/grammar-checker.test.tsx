/** @vitest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRAMMAR_MAX_CHARS } from '@shared/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrammarChecker } from './grammar-checker';

const TEXT = 'This is a a test of the speling checker.';
const rule = (id: string, categoryId: string, name: string, issueType: string) => ({
  id,
  description: `${id} description`,
  issueType,
  category: { id: categoryId, name },
});
const REPEAT = rule('ENGLISH_WORD_REPEAT_RULE', 'TYPOS', 'Possible Typo', 'duplication');
const SPELLING = rule('HUNSPELL_RULE', 'TYPOS', 'Possible Typo', 'misspelling');
const MATCHES = {
  matches: [
    { message: 'Possible typo: you repeated a word.', replacements: [{ value: 'a' }], offset: 8, length: 3 },
    { message: 'Possible spelling mistake found.', replacements: [{ value: 'spelling' }], offset: 24, length: 7 },
  ],
};

/**
 * A stand-in for the checker that reads the text it is sent: each entry flags every occurrence
 * of its words, with its fix (none when the fix is null).
 */
const fakeChecker =
  (entries: [string, string | null][]) =>
  (text: string): unknown => ({
    matches: entries.flatMap(([words, fix]) =>
      [...text.matchAll(new RegExp(words, 'g'))].map((found) => ({
        message: `Check “${words}”.`,
        replacements: fix === null ? [] : [{ value: fix }],
        offset: found.index,
        length: words.length,
      })),
    ),
  });

const TYPOS = fakeChecker([
  ['a a', 'a'],
  ['speling', 'spelling'],
]);

function setup(body: unknown = TYPOS) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation((_url, init) => {
    const sent = new URLSearchParams(String(init?.body)).get('text') ?? '';
    const answer = typeof body === 'function' ? (body as (text: string) => unknown)(sent) : body;
    return Promise.resolve(new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const view = render(<GrammarChecker />);
  return { fetchMock, user: userEvent.setup(), view };
}

async function checkText(user: ReturnType<typeof userEvent.setup>, text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Your text' }), { target: { value: text } });
  await user.click(screen.getByRole('button', { name: 'Check grammar' }));
}

const sentBody = (fetchMock: ReturnType<typeof setup>['fetchMock'], call = 0) =>
  new URLSearchParams(String(fetchMock.mock.calls[call]![1]?.body));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

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
    await checkText(user, TEXT);
    await user.click(await screen.findByRole('button', { name: 'Replace “a a” with “a”' }));
    await waitFor(() => expect(screen.getByText('Check “speling”.').closest('li')).toHaveFocus());
    expect(screen.queryByText('Check “a a”.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace “speling” with “spelling”' }));
    expect(await screen.findByRole('heading', { name: 'Corrected text' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Corrected text' })).toHaveFocus());
    expect(screen.getByText('This is a test of the spelling checker.')).toBeInTheDocument();
    expect(screen.getByText('Suggestions applied. Your corrected text is ready to copy.')).toBeInTheDocument();
  });

  it('checks again after a fix and offers the fix that follows from it', async () => {
    const { fetchMock, user } = setup(
      fakeChecker([
        ['Me and my friend', 'My friend and I'],
        ['I has', 'I have'],
      ]),
    );
    await checkText(user, 'Me and my friend has finished.');
    await user.click(await screen.findByRole('button', { name: 'Replace “Me and my friend” with “My friend and I”' }));
    const followOn = await screen.findByRole('button', { name: 'Replace “I has” with “I have”' });
    expect(sentBody(fetchMock, 1).get('text')).toBe('My friend and I has finished.');
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByText(/corrected text is ready/)).not.toBeInTheDocument();
    await user.click(followOn);
    expect(await screen.findByText('Suggestions applied. Your corrected text is ready to copy.')).toBeInTheDocument();
    expect(screen.getByText('My friend and I have finished.')).toBeInTheDocument();
  });

  it('"Apply all" applies the follow-on fixes too, and calls the text ready only when a check finds nothing', async () => {
    const { fetchMock, user } = setup(
      fakeChecker([
        ['their is', 'there is'],
        ['there is many', 'there are many'],
        ['suprising', 'surprising'],
      ]),
    );
    await checkText(user, 'It was suprising, and their is many reasons.');
    await user.click(await screen.findByRole('button', { name: 'Apply all (2)' }));
    expect(await screen.findByText('Suggestions applied. Your corrected text is ready to copy.')).toBeInTheDocument();
    expect(screen.getByText('It was surprising, and there are many reasons.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('"Edit text" pressed while "Apply all" checks the text again stays editing', async () => {
    let answerRecheck = () => {};
    const recheckHeld = new Promise<void>((resolve) => (answerRecheck = resolve));
    const { fetchMock, user } = setup(TYPOS);
    fetchMock.mockImplementationOnce((_url, init) => {
      const sent = new URLSearchParams(String(init?.body)).get('text') ?? '';
      return Promise.resolve(
        new Response(JSON.stringify(TYPOS(sent)), { headers: { 'Content-Type': 'application/json' } }),
      );
    });
    fetchMock.mockImplementationOnce(async () => {
      await recheckHeld;
      return new Response(JSON.stringify({ matches: [] }), { headers: { 'Content-Type': 'application/json' } });
    });
    await checkText(user, TEXT);
    await user.click(await screen.findByRole('button', { name: 'Apply all (2)' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    answerRecheck();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check grammar' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('This is a test of the spelling checker.');
    expect(screen.queryByRole('heading', { name: 'Corrected text' })).not.toBeInTheDocument();
  });

  it('"Apply all" says what is left when the check still finds an issue', async () => {
    const { user } = setup(
      fakeChecker([
        ['a a', 'a'],
        ['Gandalf', null],
      ]),
    );
    await checkText(user, 'Gandalf was a a wizard.');
    await user.click(await screen.findByRole('button', { name: 'Apply all (1)' }));
    expect(await screen.findByText('Suggestions applied. 1 issue still to review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still to review (no automatic fix)' })).toBeInTheDocument();
    expect(screen.queryByText(/ready to copy/)).not.toBeInTheDocument();
  });

  it('keeps an ignored issue hidden when the text is checked again', async () => {
    const { user } = setup(
      fakeChecker([
        ['Okafor', null],
        ['a a', 'a'],
      ]),
    );
    await checkText(user, 'Okafor wrote a a book.');
    await user.click(await screen.findByRole('button', { name: 'Ignore “Okafor”' }));
    await user.click(screen.getByRole('button', { name: 'Replace “a a” with “a”' }));
    expect(await screen.findByText('Suggestions applied. Your corrected text is ready to copy.')).toBeInTheDocument();
    expect(screen.queryByText('Check “Okafor”.')).not.toBeInTheDocument();
  });

  it("says 'No issues found!' for a clean text", async () => {
    const { user } = setup({ matches: [] });
    await checkText(user, 'All is well.');
    expect(await screen.findByText('No issues found!')).toBeInTheDocument();
  });

  it('sends the chosen English variant, guessed from the browser and remembered', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
    const { fetchMock, user, view } = setup({ matches: [] });
    const picker = screen.getByRole('combobox', { name: 'English variant' });
    expect(picker).toHaveDisplayValue('UK English');
    await user.selectOptions(picker, 'Indian English');
    await checkText(user, 'The colour was analysed.');
    expect(sentBody(fetchMock).get('language')).toBe('en-IN');
    view.unmount();
    vi.restoreAllMocks();
    render(<GrammarChecker />);
    expect(screen.getByRole('combobox', { name: 'English variant' })).toHaveDisplayValue('Indian English');
  });

  it('groups issues by kind', async () => {
    const { user } = setup({
      matches: [
        { ...MATCHES.matches[0], rule: REPEAT },
        { ...MATCHES.matches[1], rule: SPELLING },
        {
          message: 'Use “fewer”.',
          replacements: [{ value: 'fewer' }],
          offset: 0,
          length: 4,
          rule: rule('LESS_FEWER', 'GRAMMAR', 'Grammar', 'grammar'),
        },
      ],
    });
    await checkText(user, TEXT);
    const typos = await screen.findByRole('region', { name: 'Possible Typo (2)' });
    expect(
      within(typos)
        .getAllByRole('listitem')
        .filter((li) => li.id.includes('-issue-')),
    ).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Grammar (1)' })).toBeInTheDocument();
  });

  it('ignores one issue from the keyboard and moves focus on', async () => {
    const { user } = setup({
      matches: [
        { ...MATCHES.matches[0], rule: REPEAT },
        { ...MATCHES.matches[1], rule: SPELLING },
      ],
    });
    await checkText(user, TEXT);
    // A check ends by moving focus to the results (in a frame callback); the student goes on from there.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus());
    const ignore = screen.getByRole('button', { name: 'Ignore “a a”' });
    ignore.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Possible typo: you repeated a word.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Possible spelling mistake found.').closest('li')).toHaveFocus());
    // The text is unchanged: ignoring is not fixing.
    expect(document.body.textContent).toContain('This is a a test');
  });

  it('adds a word to the dictionary: its issues go, later checks hide it, and it can be removed again', async () => {
    const text = 'Okafor met Okafor and Mensah.';
    const spellingAt = (offset: number, length: number) => ({
      message: 'Possible spelling mistake found.',
      replacements: [],
      offset,
      length,
      rule: SPELLING,
    });
    const { fetchMock, user } = setup({ matches: [spellingAt(0, 6), spellingAt(11, 6), spellingAt(22, 6)] });
    await checkText(user, text);
    await user.click((await screen.findAllByRole('button', { name: 'Add to dictionary: “Okafor”' }))[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Add to dictionary: “Okafor”' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Add to dictionary: “Mensah”' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    await screen.findByRole('button', { name: 'Add to dictionary: “Mensah”' });
    expect(screen.queryByRole('button', { name: 'Add to dictionary: “Okafor”' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(screen.getByText(/Ignored rules and your dictionary/));
    await user.click(screen.getByRole('button', { name: 'Remove “okafor”' }));
    expect(JSON.parse(localStorage.getItem('grammarPreferences')!)).toEqual({ ignoredRules: [], words: [] });
  });

  it('ignores a rule everywhere and sends it as disabledRules next time', async () => {
    const { fetchMock, user } = setup({
      matches: [
        { ...MATCHES.matches[0], rule: REPEAT },
        { ...MATCHES.matches[1], rule: SPELLING },
      ],
    });
    await checkText(user, TEXT);
    await user.click(
      await screen.findByRole('button', { name: 'Ignore rule: “ENGLISH_WORD_REPEAT_RULE description”' }),
    );
    await waitFor(() => expect(screen.queryByText('Possible typo: you repeated a word.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Edit text' }));
    await user.click(screen.getByRole('button', { name: 'Check grammar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(fetchMock, 1).get('disabledRules')).toBe('ENGLISH_WORD_REPEAT_RULE');
    await user.click(screen.getByText(/Ignored rules and your dictionary/));
    await user.click(screen.getByRole('button', { name: 'Check “ENGLISH_WORD_REPEAT_RULE description” again' }));
    expect(screen.queryByText(/Ignored rules and your dictionary/)).not.toBeInTheDocument();
  });
});
