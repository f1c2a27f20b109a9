/** Copy of the services page: the five main services, the eight quick links and the FAQ. */
import type { ShowcaseArt } from './home-below-fold';
import type { FaqItem } from './home-below-fold';

export interface ServiceCard {
  key: string;
  title: string;
  description: string;
  image: ShowcaseArt;
  /** Alternate rows put the picture on the right. */
  reverse: boolean;
  details: { paragraphs: string[]; points: string[] };
}

export const SERVICES_INTRO =
  'Five core services, each handled by writers and designers who know the conventions of your field. Call for a quote or open a card to see what is included.';

export const SERVICE_CARDS: readonly ServiceCard[] = [
  {
    key: 'dissertation',
    title: 'Dissertation Writing',
    description:
      'From proposal to final chapter, a dissertation specialist plans the project with you and delivers it in reviewed stages.',
    image: 'dissertation',
    reverse: false,
    details: {
      paragraphs: [
        'We start with your research question and your department’s handbook, then agree a chapter plan and timeline that leaves room for supervisor feedback.',
        'Typical lengths we plan for: 8,000 to 12,000 words for a bachelor’s project, 15,000 to 25,000 for a master’s and more than 80,000 for a doctorate.',
      ],
      points: [
        'Proposal, ethics application and literature review',
        'Methodology with justified methods and sampling',
        'Analysis in SPSS, NVivo, R, Python or Excel',
        'Discussion, conclusion and a complete reference list',
      ],
    },
  },
  {
    key: 'report',
    title: 'Report Writing',
    description:
      'Business, lab, technical and reflective reports written to your brief, with findings that follow from the evidence.',
    image: 'report',
    reverse: true,
    details: {
      paragraphs: [
        'Reports are judged on structure as much as content. We follow the headings your module asks for and keep each section doing its own job.',
        'Data is presented in clear tables and charts and explained in the text, so a marker never has to guess what a figure shows.',
      ],
      points: [
        'Executive summary written last, from the findings',
        'SWOT, PESTLE and other frameworks applied properly',
        'Lab reports with method, results and error analysis',
        'Recommendations linked to evidence',
      ],
    },
  },
  {
    key: 'thesis',
    title: 'Thesis Writing',
    description:
      'Master’s and doctoral thesis support in stages, with a consistent voice and a methodology you can defend.',
    image: 'thesis',
    reverse: false,
    details: {
      paragraphs: [
        'A thesis is long and personal. We work chapter by chapter and keep a running record of decisions so your viva answers are ready when you need them.',
        'Every source is tracked from the first draft, so citations and the bibliography stay accurate in whatever style your university uses.',
      ],
      points: [
        'Research gap and questions refined with you',
        'Systematic or narrative literature reviews',
        'Quantitative, qualitative or mixed methods',
        'Formatting to your university’s template',
      ],
    },
  },
  {
    key: 'ppt-poster',
    title: 'PPT and Poster Design',
    description:
      'Presentation decks and academic posters that turn your research into clear visuals, with speaker notes if you need them.',
    image: 'poster',
    reverse: true,
    details: {
      paragraphs: [
        'Good slides carry one idea each. We cut text down to what you will say, add diagrams and charts, and keep a consistent, readable style.',
        'Posters are laid out for the size your conference or module requires, with a reading order that guides the eye from question to conclusion.',
      ],
      points: [
        'Editable PowerPoint or Google Slides files',
        'A0, A1 and custom poster sizes',
        'Speaker notes timed to your slot',
        'Charts and diagrams drawn from your data',
      ],
    },
  },
  {
    key: 'essay',
    title: 'Essay Writing',
    description:
      'Argumentative, critical, reflective and comparative essays with a clear thesis and evidence on every point.',
    image: 'essay',
    reverse: false,
    details: {
      paragraphs: [
        'We build each essay around a thesis statement that answers the question, then give each paragraph one claim, its evidence and what it means for the argument.',
        'Your referencing style (APA 7, Harvard, MLA, Chicago, OSCOLA and others) is applied throughout, and the essay is proofread before delivery.',
      ],
      points: [
        'Any level, from foundation year to PhD',
        'Reflective essays using Gibbs, Kolb or Rolfe',
        'Deadlines from 24 hours',
        'Free revisions within your brief',
      ],
    },
  },
];

export interface QuickService {
  title: string;
  description: string;
  /** An internal route of the site. */
  to: string;
  action: string;
}

export const QUICK_SERVICES = {
  title: 'More Ways We Can Help',
  intro: 'Quick help for everyday coursework, plus free tools you can use right now.',
  items: [
    {
      title: 'Essay Help',
      description: 'Planning, drafting or polishing an essay with an expert in your subject.',
      to: '/order',
      action: 'Order essay help',
    },
    {
      title: 'Homework Help',
      description: 'Problem sets and short assignments solved with every step explained.',
      to: '/order',
      action: 'Order homework help',
    },
    {
      title: 'Dissertation Help',
      description: 'Support for a single chapter or the whole project, at your pace.',
      to: '/order',
      action: 'Order dissertation help',
    },
    {
      title: 'Coursework Help',
      description: 'Weekly tasks, portfolios and lab books kept on schedule all term.',
      to: '/order',
      action: 'Order coursework help',
    },
    {
      title: 'Essay Typer',
      description: 'Turn a topic into an essay outline with word budgets and writing prompts.',
      to: '/essay-typer',
      action: 'Open the essay typer',
    },
    {
      title: 'Plagiarism Checker',
      description: 'Compare your text with your sources and see any overlapping wording.',
      to: '/plagiarism-checker',
      action: 'Open the plagiarism checker',
    },
    {
      title: 'Paraphrasing Tool',
      description: 'Rephrase sentences with synonym suggestions you choose yourself.',
      to: '/paraphrasing-tool',
      action: 'Open the paraphrasing tool',
    },
    {
      title: 'Conclusion Writing',
      description: 'Conclusions that answer the question and leave the marker with your key point.',
      to: '/order',
      action: 'Order conclusion writing',
    },
  ] satisfies QuickService[],
} as const;

export const SERVICES_FAQ: { title: string; items: FaqItem[] } = {
  title: 'Services FAQ',
  items: [
    {
      question: 'How do I get a price for my work?',
      answer:
        'Use Get Quote to call us, chat with the team, or try the instant quote on our home page. Prices depend on the subject, the word count and the specialist level you choose.',
    },
    {
      question: 'Which referencing styles do you use?',
      answer:
        'All the common ones: APA 7, Harvard, MLA, Chicago, IEEE, Vancouver and OSCOLA. Tell us your university’s variant and we follow it.',
    },
    {
      question: 'Can you work from my lecture notes and readings?',
      answer:
        'Yes, and we recommend it. Share slides, reading lists and your marking rubric when you order so the work uses the material your tutor expects.',
    },
    {
      question: 'Do you design posters for conferences as well as coursework?',
      answer: 'Yes. Send us the required size and any template, and we lay out your research for print or screen.',
    },
    {
      question: 'What if my brief changes after I order?',
      answer:
        'Let us know as soon as possible. Small changes are absorbed; larger changes in scope are quoted separately before any work on them begins.',
    },
    {
      question: 'Will my work pass a similarity check?',
      answer:
        'Every order is written from scratch and checked before delivery. Quotations are marked and cited, so any similarity comes only from properly referenced sources.',
    },
    {
      question: 'How many revisions are included?',
      answer:
        'Revisions within your original instructions are free. Ask for them from your order page or through chat and your writer will update the work.',
    },
    {
      question: 'Can I get a draft before the deadline?',
      answer:
        'Yes. Choose the first-draft option when you order and you receive a draft ahead of the final deadline to share with your tutor or review yourself.',
    },
  ],
};
