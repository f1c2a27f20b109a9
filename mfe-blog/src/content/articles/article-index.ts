/**
 * The blog's article index, newest last. The blog publishes it in its routes (each article's
 * path, title, description and dates), where the shell, sitemap.xml and the home page's tips
 * strip read it: a new article is added here, with its content module, and nowhere else.
 */
export interface ArticleSummary {
  slug: string;
  title: string;
  /** The card text on the blog index and the home page. */
  excerpt: string;
  /** The meta description, at most 170 characters. */
  description: string;
  datePublished: string;
  dateModified: string;
}

export const ARTICLES = [
  {
    slug: 'academic-assignment-structure',
    title: 'How to Structure an Academic Assignment',
    excerpt:
      'From decoding the prompt to the final proofread: a section-by-section blueprint for essays and reports that markers can follow.',
    description:
      'A step-by-step guide to structuring academic assignments: prompt analysis, planning, introductions, thesis statements, body paragraphs, IMRaD and referencing.',
    datePublished: '2025-06-02',
    dateModified: '2025-09-15',
  },
  {
    slug: 'mental-health-guide',
    title: 'Mental Health in Education: A Student Guide to Stress and Coping',
    excerpt:
      'What academic stress looks like, why it builds, and practical routines for sleep, study and exams that protect your wellbeing.',
    description:
      'A practical guide to student mental health: warning signs, drivers of stress and anxiety, coping routines, exam strategies and where to find support.',
    datePublished: '2025-06-20',
    dateModified: '2025-09-15',
  },
  {
    slug: 'mistake-avoid-assignment',
    title: 'Top 10 Mistakes to Avoid in Assignment Writing',
    excerpt:
      'The ten errors that cost students the most marks, with before-and-after examples and a checklist to run before you submit.',
    description:
      'The ten most common assignment-writing mistakes, from weak introductions to citation slips, with examples, fixes and a pre-submission checklist.',
    datePublished: '2025-07-08',
    dateModified: '2025-09-15',
  },
  {
    slug: 'time-management-assignment',
    title: 'A 7-Day Time-Management Plan for Any Assignment',
    excerpt:
      'A day-by-day plan with Pomodoro cycles, task batching and a built-in buffer, so deadlines stop arriving as surprises.',
    description:
      'Plan any assignment in seven days: Pomodoro cycles, a 20% time buffer, task batching, weekly templates and fixes for common time traps.',
    datePublished: '2025-07-25',
    dateModified: '2025-09-15',
  },
  {
    slug: 'write-with-ai',
    title: 'Writing with AI Responsibly: A Workflow for Students',
    excerpt:
      'How to use AI tools for planning and feedback without crossing integrity lines: rubric planning, human revision, citation and disclosure.',
    description:
      'A responsible AI writing workflow: rubric-led planning, outlining, drafting, human revision, citing AI in APA 7, Harvard, MLA and Chicago, and disclosure.',
    datePublished: '2025-08-12',
    dateModified: '2025-09-15',
  },
  {
    slug: 'plagiarismfree',
    title: 'How to Write Plagiarism-Free Assignments',
    excerpt:
      'Similarity versus plagiarism, paraphrasing that really is your own, common knowledge, and a workflow that keeps every source credited.',
    description:
      'Write plagiarism-free assignments: similarity versus plagiarism, types of plagiarism, the read-hide-write-check paraphrase method and citation styles.',
    datePublished: '2025-08-29',
    dateModified: '2025-09-15',
  },
] as const satisfies readonly ArticleSummary[];

export type ArticleSlug = (typeof ARTICLES)[number]['slug'];
