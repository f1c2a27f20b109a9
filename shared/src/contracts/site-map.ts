import type { SectionName } from './runtime-config';
import { ARTICLES } from './articles';

/**
 * Every URL of the site, with the section that owns it. It is the one source for the shell's
 * route table, the navigation, sitemap.xml, each remote's standalone router and the e2e route list.
 */
export interface SiteMapEntry {
  path: string;
  owner: SectionName;
  /** The page id the owning remote serves (its contract's `pages` key). */
  page: string;
  /** Document title, before the business name is appended. */
  title: string;
  /** The page's main heading, where it is fixed (the payment page's depends on its state). */
  heading: string | null;
  description: string;
  /** Whether the page belongs in sitemap.xml (the wizard's inner steps and auth pages do not). */
  indexable: boolean;
}

const page = (
  path: string,
  owner: SectionName,
  pageId: string,
  title: string,
  heading: string | null,
  description: string,
  indexable = true,
): SiteMapEntry => ({ path, owner, page: pageId, title, heading, description, indexable });

export const SITE_MAP: readonly SiteMapEntry[] = [
  page(
    '/',
    'marketing',
    'home',
    'Assignment Help from Subject Experts',
    'Assignment Help from Subject Experts',
    'Human-written assignment help from subject experts since 2016: essays, reports, dissertations and more, with free revisions and 24/7 support.',
  ),
  page(
    '/services',
    'marketing',
    'services',
    'Writing and Design Services',
    'Professional Writing & Design Services',
    'Dissertation, report, thesis and essay writing, plus PPT and poster design, by experienced academic writers.',
  ),
  page(
    '/aboutus',
    'marketing',
    'about',
    'About Us',
    'About Us',
    'Who we are, how we work and what we promise: academic help since 2016 for students in 15+ countries.',
  ),
  page(
    '/contactus',
    'marketing',
    'contact',
    'Contact Us',
    'Contact Us',
    'Send us a message, call, e-mail or chat with the team. We reply around the clock.',
  ),
  page(
    '/samples',
    'marketing',
    'samples',
    'Assignment Samples',
    'Assignment Samples',
    'Browse sample essays, reports and dissertations by subject, type and academic level.',
  ),
  page(
    '/termsandconditions',
    'marketing',
    'terms',
    'Terms and Conditions',
    'Terms and Conditions',
    'The terms that govern the use of this site and our services.',
  ),
  page(
    '/refund',
    'marketing',
    'refund',
    'Refund and Privacy Policy',
    'Refund and Cancellation Policy',
    'Our refund, revision and cancellation terms, followed by our privacy policy.',
  ),
  page('/login', 'marketing', 'login', 'Log In', 'Log In', 'Student log in.', false),
  page('/register', 'marketing', 'register', 'Create an Account', 'Create an Account', 'Student registration.', false),

  page(
    '/blog',
    'blog',
    'blog-index',
    'Blog: Academic Tips and Guides',
    'Academic Tips and Guides',
    'Guides on assignment structure, time management, writing with AI, plagiarism and student wellbeing.',
  ),
  ...ARTICLES.map((article) =>
    page(`/blog/${article.slug}`, 'blog', 'article', article.title, article.title, article.description),
  ),

  page(
    '/tools',
    'tools',
    'tools-index',
    'Free Academic Tools',
    'Free Academic Tools',
    'Free grammar checker, paraphraser, similarity checker, essay checker, outline builder, factoring calculators and equation solver.',
  ),
  page(
    '/grammar-checker',
    'tools',
    'grammar-checker',
    'Free Grammar Checker',
    'Grammar Checker',
    'Check spelling, grammar and style in your writing for free.',
  ),
  page(
    '/paraphrasing-tool',
    'tools',
    'paraphrasing-tool',
    'Free Paraphrasing Tool',
    'Paraphrasing Tool',
    'Rephrase sentences with synonym suggestions you can choose from.',
  ),
  page(
    '/plagiarism-checker',
    'tools',
    'plagiarism-checker',
    'Similarity (Plagiarism) Checker',
    'Plagiarism Checker',
    'Compare your text with the sources you paste and see the overlapping wording.',
  ),
  page(
    '/essay-checker',
    'tools',
    'essay-checker',
    'Free Essay Checker',
    'Essay Checker',
    'Word counts, readability scores, long sentences, passive voice, repeated words and grammar issues.',
  ),
  page(
    '/essay-typer',
    'tools',
    'essay-typer',
    'Essay Outline Builder (Essay Typer)',
    'Essay Typer',
    'Build an essay outline with word allocations and writing prompts from a topic.',
  ),
  page(
    '/factoring-calculator',
    'tools',
    'factoring-calculator',
    'Factoring Calculator',
    'Factoring Calculator',
    'All factors, the prime factorisation and the factor pairs of a positive integer.',
  ),
  page(
    '/free-factoring-calculator',
    'tools',
    'free-factoring-calculator',
    'Free Factoring Calculator',
    'Free Factoring Calculator',
    'Rational form, continued fraction and closed forms of a decimal number.',
  ),
  page(
    '/equation-solver',
    'tools',
    'equation-solver',
    'Equation Solver',
    'Equation Solver',
    'Solve linear, quadratic and cubic equations, with exact, decimal and complex roots.',
  ),

  page(
    '/order',
    'checkout',
    'order-start',
    'Start Your Order',
    'Start Your Order',
    'Tell us who you are and start your assignment order.',
  ),
  page(
    '/checkout/order-details',
    'checkout',
    'order-details',
    'Order Details',
    'Order Details',
    'Choose the assignment type, subject and due date.',
    false,
  ),
  page(
    '/checkout/task-details',
    'checkout',
    'task-details',
    'Task Details',
    'Task Details',
    'Add instructions, a file link and the word count.',
    false,
  ),
  page(
    '/specialist',
    'checkout',
    'specialist',
    'Choose Your Specialist',
    'Choose Your Specialist',
    'Pick a specialist level, review the price and pay now or later.',
    false,
  ),
  page('/payment-success', 'checkout', 'payment-success', 'Payment Status', null, 'The status of your payment.', false),
];

/** Legacy and stray link forms seen in the content, each sent (with replace) to its canonical URL. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/whyus': '/blog',
  '/post-hospital': '/refund',
  '/blog/academicassignmentstructureguide': '/blog/academic-assignment-structure',
  '/blog/mentalhealthguide': '/blog/mental-health-guide',
  '/mental-health-in-education': '/blog/mental-health-guide',
  '/blog/mistakeavoidassignment': '/blog/mistake-avoid-assignment',
  '/blog/timemanagementassignment': '/blog/time-management-assignment',
  '/blog/writewithai': '/blog/write-with-ai',
};

/**
 * Where a URL should go, matching case-insensitively and ignoring a trailing slash:
 * a canonical path, or null when the site has no such page.
 */
export function resolvePath(pathname: string): string | null {
  const key = normalisePath(pathname);
  const redirect = REDIRECTS[key];
  if (redirect) return redirect;
  return SITE_MAP.find((entry) => entry.path === key)?.path ?? null;
}

export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
}

export function siteMapEntry(path: string): SiteMapEntry | undefined {
  return SITE_MAP.find((entry) => entry.path === path);
}

export function pagesOf(owner: SectionName): SiteMapEntry[] {
  return SITE_MAP.filter((entry) => entry.owner === owner);
}
