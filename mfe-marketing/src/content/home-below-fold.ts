/** Copy of the home page below the fold, from Why Choose Us to the closing call to action. */
import type { FeatureIconName } from '../lib/art/feature-icons';

export interface Benefit {
  title: string;
  description: string;
  icon: FeatureIconName;
  colour: string;
}

export const BENEFITS = {
  title: 'Why Choose Us',
  intro: 'Six promises we keep on every order, whatever the subject or the deadline.',
  items: [
    {
      title: 'Subject experts, not generalists',
      description:
        'Your work goes to a writer with a degree in your field: a nurse for nursing care plans, an engineer for design reports.',
      icon: 'research',
      colour: '#dbeafe',
    },
    {
      title: '100% human and original',
      description:
        'No AI-generated text and no recycled papers. Each order is written from scratch and checked for similarity before delivery.',
      icon: 'write',
      colour: '#ede9fe',
    },
    {
      title: 'Prices students can afford',
      description: 'Transparent per-word pricing with no hidden extras, plus seasonal coupons for returning students.',
      icon: 'flexible',
      colour: '#dcfce7',
    },
    {
      title: 'Deadlines from 24 hours',
      description:
        'Urgent work is planned backwards from your due time, with a buffer for your own review before you submit.',
      icon: 'deliver',
      colour: '#fef3c7',
    },
    {
      title: 'Free revisions',
      description:
        'If something does not match the brief, ask for changes. Revisions within the original instructions are always free.',
      icon: 'ideate',
      colour: '#ffe4e6',
    },
    {
      title: 'Refund guarantee',
      description: 'If the work falls short of the standard we promised, you choose: a full refund or a free rewrite.',
      icon: 'confidential',
      colour: '#cffafe',
    },
  ] satisfies Benefit[],
} as const;

export type ShowcaseKey = 'essays' | 'report writing' | 'thesis writing' | 'otherProjects' | 'dissertation';
export type ShowcaseArt = 'essay' | 'report' | 'thesis' | 'poster' | 'dissertation';

export interface ShowcaseTab {
  key: ShowcaseKey;
  label: string;
  title: string;
  art: ShowcaseArt;
  paragraphs: string[];
  points: string[];
}

export const SHOWCASE = {
  title: 'What We Write for You',
  intro: 'Choose a type of work to see how our writers approach it.',
  tabs: [
    {
      key: 'essays',
      label: 'Essay Writing',
      title: 'Essays with a clear argument from the first line',
      art: 'essay',
      paragraphs: [
        'Argumentative, reflective, compare-and-contrast or critical: every essay starts with a thesis statement you can defend and a plan that gives each point its own paragraph.',
        'Your writer follows the word count, the marking criteria and your referencing style to the letter, and explains the structure so you can build on it in seminars.',
      ],
      points: ['Thesis-led structure', 'Academic sources cited in your style', 'Proofread before delivery'],
    },
    {
      key: 'report writing',
      label: 'Report',
      title: 'Reports that present evidence the way markers expect',
      art: 'report',
      paragraphs: [
        'Business, lab, technical and field reports each have their own conventions. We use the headings, tables and figures your department asks for and write findings that follow from the data.',
        'Executive summaries are written last, so they say exactly what the report shows.',
      ],
      points: ['Correct section order', 'Tables and charts explained in text', 'Recommendations tied to findings'],
    },
    {
      key: 'thesis writing',
      label: 'Thesis',
      title: 'Thesis support from proposal to final chapter',
      art: 'thesis',
      paragraphs: [
        'A thesis is a long project, so we work in stages: research questions, literature review, methodology, results and discussion, each reviewed with you before the next begins.',
        'We keep your voice consistent across chapters and track every source, so the reference list is complete when you are.',
      ],
      points: ['Chapter-by-chapter milestones', 'Methodology you can defend', 'Consistent voice and formatting'],
    },
    {
      key: 'otherProjects',
      label: 'Poster Design and other projects',
      title: 'Posters, presentations and projects that stand out',
      art: 'poster',
      paragraphs: [
        'Academic posters and PowerPoint decks need less text and sharper visuals. Our designers lay out your research so the key message is readable from across the room.',
        'We also take on case studies, business plans, coding projects and portfolios, with speaker notes or documentation where you need them.',
      ],
      points: ['Conference-ready poster sizes', 'Editable slide files', 'Case studies, business plans and code'],
    },
    {
      key: 'dissertation',
      label: 'Dissertation',
      title: 'Dissertations planned to the length your degree requires',
      art: 'dissertation',
      paragraphs: [
        'Undergraduate dissertations usually run to 8,000 to 12,000 words, master’s to 15,000 to 25,000 and doctoral theses beyond 80,000. We plan the chapters to fit.',
        'You get a proposal, a literature map and regular drafts, so your supervisor meetings always have something concrete to discuss.',
      ],
      points: ['Proposal and ethics forms', 'Primary or secondary research', 'Drafts for supervisor meetings'],
    },
  ] satisfies ShowcaseTab[],
} as const;

export const WRITING_OPTIONS = {
  title: 'Writing Options for Every Course',
  intro: 'Tell us what you need; a specialist in that format takes it on.',
  items: [
    { title: 'Essay Writing', description: 'Argumentative, critical and reflective essays at any level.' },
    { title: 'Assignment Writing', description: 'Coursework tasks answered point by point against the rubric.' },
    { title: 'Dissertation Writing', description: 'Proposals, chapters or the whole project, in stages.' },
    { title: 'Thesis Writing', description: 'Master’s and doctoral chapters with rigorous methods.' },
    { title: 'Research Papers', description: 'Literature-based papers with a clear research question.' },
    { title: 'Case Studies', description: 'Business, law and nursing cases analysed with theory.' },
    { title: 'Report Writing', description: 'Lab, business and technical reports in house style.' },
    { title: 'Coursework Help', description: 'Weekly tasks and portfolios kept on schedule.' },
    { title: 'Homework Help', description: 'Problem sets and short answers with worked steps.' },
    { title: 'Proofreading & Editing', description: 'Grammar, flow and referencing tightened up.' },
    { title: 'PPT & Poster Design', description: 'Slides and posters that present research clearly.' },
    { title: 'Coding Projects', description: 'Programs, documentation and comments that explain them.' },
  ],
} as const;

export const SUBJECT_LISTS = {
  title: 'Subjects We Cover',
  intro: 'From management to machine learning, there is an expert for your module.',
  lists: [
    {
      key: 'nonTechnical',
      title: 'Non-technical subjects',
      subjects: [
        'Management',
        'Marketing',
        'Human Resources',
        'Law',
        'Finance',
        'Accounting',
        'Economics',
        'Nursing',
        'Psychology',
        'Sociology',
        'History',
        'English Literature',
        'Education',
        'Arts & Humanities',
      ],
    },
    {
      key: 'technical',
      title: 'Technical subjects',
      subjects: [
        'Computer Science',
        'Programming',
        'Data Science',
        'Networking',
        'Civil Engineering',
        'Mechanical Engineering',
        'Electrical Engineering',
        'Mathematics',
        'Statistics',
        'Physics',
        'Chemistry',
        'Biology',
      ],
    },
  ],
} as const;

export const REFUND_TEASER = {
  title: 'Refund and Cancellation Policy',
  text: 'We stand behind every order. If the work does not meet the standard we agreed, you can ask for a free revision or a full refund, and revisions within your original instructions never cost extra. Cancel before a writer starts and you get your money back.',
} as const;

export interface Testimonial {
  name: string;
  course: string;
  feedback: string;
}

export const TESTIMONIALS = {
  title: 'What Students Say',
  intro: 'Reviews from students who trusted us with their coursework.',
  items: [
    {
      name: 'Priya S.',
      course: 'MSc Marketing, Leeds',
      feedback:
        'My literature review finally had a structure. The writer explained why each source was there, and my supervisor said it was the clearest chapter so far.',
    },
    {
      name: 'Daniel O.',
      course: 'BEng Civil Engineering, Melbourne',
      feedback:
        'The design report came back two days early with every calculation shown. I used the spare time to prepare for my viva.',
    },
    {
      name: 'Aisha K.',
      course: 'BSc Nursing, Dublin',
      feedback:
        'I asked for one revision after tutor feedback and had it the same evening, no questions asked. Friendly support at 2 a.m. too.',
    },
    {
      name: 'Lukas M.',
      course: 'MBA, Berlin',
      feedback:
        'The case study used the frameworks from our lectures rather than generic theory. Clear, well referenced and on time.',
    },
    {
      name: 'Emily R.',
      course: 'BA History, Toronto',
      feedback:
        'I was nervous about using a service, but the essay was original and the writer helped me understand how to argue a point.',
    },
    {
      name: 'Rahul V.',
      course: 'MS Computer Science, Texas',
      feedback:
        'My Python project came with comments and a short README explaining each module. I could answer every question in the demo.',
    },
  ] satisfies Testimonial[],
} as const;

export const STUDY_ABROAD = {
  title: 'Study Abroad Guidance',
  intro:
    'Planning a degree overseas? Our partner team guides you from shortlisting universities to landing with a visa.',
  cards: [
    {
      title: 'University Shortlisting',
      description: 'Courses matched to your grades, budget and career goals in the UK, USA, Canada and beyond.',
    },
    {
      title: 'SOP & LOR Writing',
      description: 'Statements of purpose and recommendation letters that tell your story with evidence.',
    },
    {
      title: 'Application Support',
      description: 'Forms, documents and deadlines tracked for every university you apply to.',
    },
    {
      title: 'Scholarship Search',
      description: 'Funding options you qualify for, with essays written to each scholarship’s criteria.',
    },
    {
      title: 'IELTS & PTE Preparation',
      description: 'Practice plans and mock tests to reach the band score your offer requires.',
    },
    {
      title: 'Visa Guidance',
      description: 'Checklists, financial documents and interview practice for a smooth visa application.',
    },
  ],
} as const;

export interface FaqItem {
  question: string;
  answer: string;
}

export const HOME_FAQ = {
  title: 'Frequently Asked Questions',
  items: [
    {
      question: 'Is the work really written by a person?',
      answer:
        'Yes. Every order is written by a human subject expert. We do not use AI text generators to write your assignment, and each file is checked for originality before delivery.',
    },
    {
      question: 'How fast can you deliver?',
      answer:
        'Short tasks can be delivered in as little as 24 hours. Longer projects such as dissertations are planned in stages; we agree the dates with you when you order.',
    },
    {
      question: 'What if I am not happy with the work?',
      answer:
        'Ask for a revision and your writer will update it free of charge within your original instructions. If the work still misses the agreed standard, you can choose a full refund.',
    },
    {
      question: 'Will anyone know I used your service?',
      answer:
        'No. Your details and files are kept confidential, we never share them with your university, and we never publish or resell the work we write for you.',
    },
    {
      question: 'Can I talk to my writer?',
      answer:
        'Yes. You can message your writer through our support team while the work is in progress, share tutor feedback and ask questions about the approach.',
    },
    {
      question: 'How do I pay?',
      answer:
        'You can pay online by card, UPI or wallet when you place an order, or save your order and pay later. Prices are shown before you pay, with no hidden charges.',
    },
  ] satisfies FaqItem[],
} as const;

export const CLOSING_CTA = {
  title: 'Get Admission in Your Dream University! Get in Touch!',
  text: 'From the first application essay to the final dissertation, we are one message away.',
} as const;
