/** Copy of the about page: the story, the promises and how an order works. */
export const ABOUT = {
  intro:
    'We are a team of academic writers, editors and student advisors who have helped learners across five continents since 2016.',
  story: {
    title: 'Our story',
    paragraphs: [
      'We began in 2016 as a handful of postgraduate tutors in Kolkata helping friends abroad make sense of unfamiliar marking schemes. Word spread, the questions grew harder, and the small study group became an agency.',
      'Today more than a hundred subject specialists work with us, from nurses and accountants to software engineers and historians. Together we have handled more than 6,000 assignments for students in over 15 countries, from the UK and Ireland to Australia, Canada, the USA and India.',
      'What has not changed is the way we work: one student, one expert, and a piece of writing built around the brief in front of you.',
    ],
  },
  claims: {
    title: 'What we promise',
    items: [
      {
        title: 'Helping students since 2016',
        text: 'Nearly a decade of academic support across every major discipline.',
      },
      { title: '6000+ assignments handled', text: 'Essays, reports, dissertations, posters and code, at every level.' },
      {
        title: 'Experts in your subject',
        text: 'Writers hold degrees in the fields they write for, many at master’s or PhD level.',
      },
      { title: 'Support 24/7', text: 'Chat, phone and e-mail answered around the clock, in every time zone.' },
      { title: 'Strict confidentiality', text: 'Your identity, your university and your files are never shared.' },
      { title: 'Free revisions', text: 'Changes within your original instructions are always free of charge.' },
      {
        title: 'Refund guarantee',
        text: 'If the work misses the agreed standard, choose a full refund or a free rewrite.',
      },
      {
        title: 'Human-written, original work',
        text: 'No AI-generated text and no recycled papers, checked before delivery.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Share your brief',
        text: 'Tell us the subject, the type of work, the word count and the deadline, and attach any instructions or rubric.',
      },
      {
        title: 'Get a price and an expert',
        text: 'See the price before you pay, choose a specialist level and pay now or later. We match you with a writer in your field.',
      },
      {
        title: 'Follow the progress',
        text: 'Message your writer through our team, receive a first draft if you asked for one, and share feedback.',
      },
      {
        title: 'Receive and review',
        text: 'Your work arrives before the deadline, proofread and checked for originality. Ask for free revisions if anything needs changing.',
      },
    ],
  },
} as const;
