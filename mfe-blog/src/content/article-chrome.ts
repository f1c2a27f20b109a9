/** The copy every article shares: the get-help links and the acknowledgement of who and what helped write it. */

export const TOC_TITLE = 'On this page';

export const GET_HELP = {
  order: { label: 'Start your order', to: '/order' },
  contact: { label: 'Contact us', to: '/contactus' },
  chat: { label: 'Chat with an expert' },
  chatMessage: (title: string) => `Hi, I have just read "${title}" and would like help with my assignment.`,
} as const;

export const ACKNOWLEDGEMENT = {
  conceptIntro: 'The concept for this article was developed by',
  process: (businessName: string) =>
    `AI drafting tools were used in preparing early drafts. The ${businessName} editing team then reviewed, fact-checked and revised the text before publication, and is responsible for its content.`,
} as const;

export const ARTICLE_FOOTER = {
  backToBlog: 'Back to all articles',
  notFoundHeading: 'Article not found',
  notFoundBody: 'We could not find that article. It may have moved; all our guides are listed on the blog.',
} as const;
