/** Copy for the blog index page. The heading comes from the section's routes; the cards from the article index. */
export const BLOG_INDEX = {
  intro:
    'Practical, evidence-based guides to the skills behind good grades: structuring assignments, planning your time, writing with AI responsibly, avoiding plagiarism and looking after yourself while you study.',
  readMore: 'Read More',
  fallbackHeading: 'Academic Tips and Guides',
} as const;
