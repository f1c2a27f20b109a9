/** What the navbar lists. Internal links are site-map paths; services go to the agency's external site. */
export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/aboutus', label: 'About Us' },
] as const;

export const AFTER_MENU_LINKS = [
  { to: '/samples', label: 'Samples' },
  { to: '/blog', label: 'Blogs' },
  { to: '/contactus', label: 'Contact Us' },
] as const;

export const TOOL_LINKS = [
  { to: '/grammar-checker', label: 'Grammar Checker' },
  { to: '/plagiarism-checker', label: 'Plagiarism Checker' },
  { to: '/paraphrasing-tool', label: 'Paraphrasing Tool' },
  { to: '/essay-typer', label: 'Essay Typer' },
  { to: '/essay-checker', label: 'Essay Checker' },
  { to: '/tools', label: 'All free tools' },
] as const;

export interface ServiceCategory {
  label: string;
  slug: string;
  topics: readonly string[];
}

export const ASSIGNMENT_CATEGORIES: readonly ServiceCategory[] = [
  {
    label: 'Management',
    slug: 'management',
    topics: [
      'Business Management',
      'Human Resource Management',
      'Marketing Management',
      'Operations Management',
      'Strategic Management',
      'Project Management',
    ],
  },
  {
    label: 'Law',
    slug: 'law',
    topics: ['Contract Law', 'Criminal Law', 'Business Law', 'Constitutional Law', 'International Law', 'Tort Law'],
  },
  {
    label: 'Finance',
    slug: 'finance',
    topics: [
      'Corporate Finance',
      'Financial Accounting',
      'Investment Analysis',
      'Financial Management',
      'Taxation',
      'Auditing',
    ],
  },
  {
    label: 'Engineering',
    slug: 'engineering',
    topics: [
      'Civil Engineering',
      'Mechanical Engineering',
      'Electrical Engineering',
      'Chemical Engineering',
      'Software Engineering',
      'Structural Engineering',
    ],
  },
  {
    label: 'Programming',
    slug: 'programming',
    topics: ['Java', 'Python', 'C and C++', 'Web Development', 'Databases and SQL', 'Data Structures'],
  },
  {
    label: 'Networking',
    slug: 'networking',
    topics: [
      'Computer Networks',
      'Network Security',
      'Cloud Computing',
      'Cisco Packet Tracer',
      'Wireless Networks',
      'Cyber Security',
    ],
  },
  {
    label: 'Arts & Humanities',
    slug: 'arts-humanities',
    topics: ['English Literature', 'History', 'Philosophy', 'Sociology', 'Psychology', 'Media Studies'],
  },
  {
    label: 'Science',
    slug: 'science',
    topics: ['Biology', 'Chemistry', 'Physics', 'Nursing', 'Environmental Science', 'Mathematics'],
  },
];

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A page on the agency's external site, e.g. /services/law/contract-law. */
export function externalServiceUrl(site: string, ...parts: string[]): string {
  return new URL(`services/${parts.map(slugify).join('/')}`, site).toString();
}
