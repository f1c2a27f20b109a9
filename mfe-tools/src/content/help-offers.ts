/**
 * The one offer under each tool: what a student who has just used it may want next, and the order
 * form opened with the matching kind of work (and subject). The `type` and `subject` values are the
 * order form's link names for its choices (its price list's names in lower case, hyphenated).
 */
export interface HelpOffer {
  question: string;
  text: string;
  action: string;
  /** The order form, with its choices in the query. */
  to: string;
}

const order = (type: string, subject?: string) => `/order?type=${type}${subject ? `&subject=${subject}` : ''}`;

const EDIT: HelpOffer = {
  question: 'Want an expert to edit this?',
  text: 'A human editor proofreads your work for grammar, flow and referencing, and keeps your voice.',
  action: 'Get it proofread',
  to: order('proofreading-and-editing'),
};

const MATHS: HelpOffer = {
  question: 'Stuck on a maths assignment?',
  text: 'A maths specialist works it through step by step, with every step explained.',
  action: 'Get maths help',
  to: order('homework', 'mathematics'),
};

export const HELP_OFFERS: Readonly<Record<string, HelpOffer>> = {
  '/grammar-checker': EDIT,
  '/paraphrasing-tool': {
    ...EDIT,
    question: 'Want it rewritten by a person?',
    text: 'An editor rewrites the passage in clear academic English, with the sources credited.',
    action: 'Get it edited',
  },
  '/plagiarism-checker': {
    ...EDIT,
    question: 'Too much shared wording?',
    text: 'An editor helps you rework it in your own words and cite every source properly.',
  },
  '/essay-checker': {
    question: 'Want an expert to improve this essay?',
    text: 'A subject expert reviews the argument, the structure and the style, not only the grammar.',
    action: 'Get expert help',
    to: order('essay'),
  },
  '/essay-typer': {
    question: 'Short on time to write it?',
    text: 'A subject expert can write the essay from your outline, to your word count and deadline.',
    action: 'Order the essay',
    to: order('essay'),
  },
  '/factoring-calculator': MATHS,
  '/free-factoring-calculator': MATHS,
  '/equation-solver': MATHS,
};
