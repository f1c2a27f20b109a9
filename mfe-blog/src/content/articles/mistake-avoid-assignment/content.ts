import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  checklist,
  code,
  compare,
  faq,
  getHelp,
  h3,
  keypoints,
  link,
  p,
  qa,
  strong,
  table,
  tip,
  warning,
} from '../blocks';

const content: ArticleContent = {
  heroAlt: 'A marked-up page with red squiggles beside a red cross and a green tick.',
  sections: [
    {
      id: 'intro',
      heading: 'Introduction',
      blocks: [
        p(
          'Most lost marks are not caused by a lack of intelligence or effort. They come from a small set of avoidable errors that markers see again and again: an answer to a slightly different question, an argument that never quite arrives, a reference list that does not match the citations. Because these mistakes are predictable, they are also preventable.',
        ),
        p(
          'This guide sets out the ten mistakes that cost students the most, shows before-and-after examples, looks more closely at time management, introductions and conclusions, grammar, logical fallacies, style guides and AI tools, and ends with a checklist to run before every submission.',
        ),
      ],
    },
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Misreading the task is the most expensive mistake: a well-written answer to the wrong question cannot score well.',
          'Markers reward analysis and argument; description and summary earn the fewest marks.',
          'Referencing errors are easy to avoid with a consistent style and a final cross-check.',
          'Most quality problems are really time problems: start early and plan a buffer.',
          'AI tools can fabricate sources and may breach your institution’s rules; check the policy and verify everything.',
          'A ten-minute pre-submission checklist catches most remaining slips.',
        ),
      ],
    },
    {
      id: 'mistakes',
      heading: 'The Top 10 Mistakes',
      blocks: [
        h3('1. Answering the question you wanted, not the one that was set'),
        p(
          'Students often recognise the topic and start writing what they know about it. But “evaluate”, “compare” and “to what extent” each demand a specific kind of answer. Underline the task verb, the topic and the limits, and check your plan against all three.',
        ),
        h3('2. No clear thesis'),
        p(
          'Without a central claim, paragraphs become a tour of the topic. State your answer to the question in the introduction, in one or two specific sentences, and make every paragraph support it.',
        ),
        h3('3. Describing instead of analysing'),
        p(
          'Summaries of theories and sources show that you have read; analysis shows that you have thought. After each piece of evidence, explain what it shows, how strong it is and why it matters for your argument.',
        ),
        h3('4. Weak structure and paragraphing'),
        p(
          'Paragraphs that mix several ideas, or sections in an order that does not build, make markers work to follow you. Give each paragraph one point, open it with a topic sentence and link it to the next.',
        ),
        h3('5. Thin or unreliable sources'),
        p(
          'Relying on a textbook, a few websites or only the lecture slides limits the depth of your argument. Use peer-reviewed research and recognised authorities, and read them rather than quoting their abstracts.',
        ),
        h3('6. Citation and referencing errors'),
        p(
          'Missing citations for paraphrased ideas, inconsistent formatting, or references that do not match in-text citations can cost marks and, at worst, raise plagiarism concerns. Cite as you write and check the two lists against each other at the end.',
        ),
        h3('7. Ignoring the rubric, format and word count'),
        p(
          'The marking criteria tell you exactly what is rewarded. Going well over or under the word count, ignoring required headings, or missing a required component (such as a reflection or an appendix) loses marks that were easy to keep.',
        ),
        h3('8. Leaving it to the last minute'),
        p(
          'Rushed work shows: thin research, no time to revise, and careless errors. Time management is covered in more depth below.',
        ),
        h3('9. Informal tone, grammar and spelling slips'),
        p(
          'Contractions, slang, vague words and frequent errors make even good ideas look careless. Academic writing is not about long words; it is about precise ones.',
        ),
        h3('10. Submitting without a final check'),
        p(
          'File format, cover sheet, file name, student number, page numbers, figure captions, the similarity check: small administrative slips can lead to penalties or delays. The checklist at the end of this guide covers them.',
        ),
      ],
    },
    {
      id: 'examples',
      heading: 'Before-and-After Examples',
      tocLabel: 'Before-and-after examples',
      blocks: [
        compare(
          'A thesis that takes a position',
          'This essay will discuss the advantages and disadvantages of renewable energy.',
          'Although intermittency remains a real constraint, falling storage costs mean that solar and wind can now supply most of a mid-sized economy’s electricity reliably, provided grid investment keeps pace.',
          'The revision answers a question, names the key condition and tells the marker what the essay will prove.',
        ),
        compare(
          'From description to analysis',
          'Maslow (1943) created a hierarchy of needs with five levels. The lowest level is physiological needs and the highest is self-actualisation.',
          'Maslow’s (1943) hierarchy suggests that pay will motivate staff only until basic needs are met, which helps explain why the bonus scheme in the case study had little effect on senior staff. However, later research found little evidence for a strict order of needs, so the model is better treated as a prompt than a rule.',
          'The revision applies the theory to the case, draws a conclusion from it and evaluates its limits.',
        ),
        compare(
          'Academic tone',
          'Loads of people think social media is really bad for you, but that’s not totally true.',
          'Public concern about the harms of social media is widespread, but the evidence for a direct causal effect on wellbeing is mixed.',
          'The revision removes slang and contractions, replaces vague intensifiers with precise claims and signals the state of the evidence.',
        ),
      ],
    },
    {
      id: 'timemanagement',
      heading: 'Mistake 8 in Depth: Time Management',
      tocLabel: 'Time management',
      blocks: [
        p(
          'People consistently underestimate how long tasks will take, even tasks they have done before. Psychologists call this the planning fallacy. In a classic study, Buehler, Griffin and Ross (1994) asked final-year students when they would finish their honours theses: only about 30% finished by their own best guess, and around half were not done even by the date they had given for the case where “everything went as poorly as it possibly could”.',
        ),
        p('The fix is structural, not a matter of willpower:'),
        bullets(
          'Plan backwards from the deadline and write down a date for each stage: research, outline, draft, revision, proofreading.',
          'Add a buffer to your estimate; for most assignments, an extra 20% is a sensible minimum.',
          'Start with a small, concrete task on the day you receive the brief, to break the inertia.',
          'Aim to finish a full draft at least two days before the deadline, so revision has real time.',
        ),
        p(
          'For a complete schedule, see our ',
          link('7-day time-management plan', '/blog/time-management-assignment'),
          '.',
        ),
      ],
    },
    {
      id: 'introconclusion',
      heading: 'Weak Introductions and Conclusions',
      tocLabel: 'Introductions and conclusions',
      blocks: [
        p(
          'The introduction and conclusion are the first and last things a marker reads, so weaknesses there colour the whole impression.',
        ),
        table(
          'Common problems and fixes',
          ['Problem', 'Why it hurts', 'Fix'],
          [
            [
              'A broad opener (“Since the beginning of time…”)',
              'Wastes words and signals padding',
              'Start with the specific context or problem',
            ],
            [
              'A dictionary definition',
              'Adds nothing a marker does not know',
              'Define key terms using scholarly sources, where the definition matters',
            ],
            [
              'No thesis, or a thesis hidden at the end',
              'The marker cannot tell what you are arguing',
              'State your answer clearly within the first paragraph',
            ],
            [
              'A conclusion that only summarises',
              'Misses the chance to show significance',
              'Answer the question, synthesise and state implications',
            ],
            [
              'New evidence in the conclusion',
              'Leaves points undeveloped',
              'Move the evidence into the body or cut it',
            ],
          ],
        ),
        p(
          'Both should take roughly 10% of your word count each. Write or revise them last, when you know exactly what the body argues. Our guide to ',
          link('structuring an assignment', '/blog/academic-assignment-structure#intro'),
          ' shows a four-move introduction you can adapt.',
        ),
      ],
    },
    {
      id: 'grammar',
      heading: 'Grammar, Punctuation and Style Slips',
      tocLabel: 'Grammar and style',
      blocks: [
        p('A handful of errors account for most of the corrections tutors make:'),
        table(
          'Frequent grammar and style errors',
          ['Error', 'Incorrect', 'Correct'],
          [
            [
              'Comma splice',
              'The results were significant, they support the hypothesis.',
              'The results were significant; they support the hypothesis.',
            ],
            ['Its / it’s', 'The company changed it’s strategy.', 'The company changed its strategy.'],
            [
              'Subject–verb agreement',
              'The impact of these policies are unclear.',
              'The impact of these policies is unclear.',
            ],
            ['Affect / effect', 'The policy effected attendance.', 'The policy affected attendance.'],
            [
              'Dangling modifier',
              'Having analysed the data, the conclusion was clear.',
              'Having analysed the data, we reached a clear conclusion.',
            ],
          ],
        ),
        bullets(
          'Avoid contractions (don’t, can’t) in formal work unless your department allows them.',
          'Replace vague words such as “things”, “a lot” and “very” with precise terms or figures.',
          'Keep tenses consistent: past tense for what a study did, present tense for what the evidence shows.',
          'Use the spelling convention your institution expects (British or American) throughout.',
        ),
        tip(
          'Let a tool catch the slips, and you catch the meaning',
          p(
            'A free ',
            link('grammar checker', '/grammar-checker'),
            ' is good at agreement errors and typos. It cannot tell whether a sentence says what you mean, so always read the final version aloud.',
          ),
        ),
      ],
    },
    {
      id: 'fallacies',
      heading: 'Logical Fallacies That Undermine Arguments',
      tocLabel: 'Logical fallacies',
      blocks: [
        p(
          'A fallacy is a flaw in reasoning that makes an argument look stronger than it is. Markers in every discipline notice them, and avoiding them is one of the quickest ways to make analysis more convincing.',
        ),
        table(
          'Six fallacies to watch for',
          ['Fallacy', 'Example', 'Better approach'],
          [
            [
              'Hasty generalisation',
              'Two firms failed after remote working, so remote working harms firms.',
              'Use representative evidence and qualify the claim.',
            ],
            [
              'Correlation as causation',
              'Students who own tablets score higher, so tablets raise scores.',
              'Consider other explanations, such as household income.',
            ],
            ['Straw man', 'Critics want to abolish all exams.', 'Represent opposing views fairly, at their strongest.'],
            [
              'Appeal to authority',
              'A famous CEO says it works, so it works.',
              'Cite evidence, and authority only within its expertise.',
            ],
            ['False dilemma', 'Either we ban phones or learning will collapse.', 'Acknowledge the middle options.'],
            [
              'Slippery slope',
              'Allowing one extension will end all deadlines.',
              'Show evidence for each step in the chain.',
            ],
          ],
        ),
      ],
    },
    {
      id: 'styleguides',
      heading: 'Style Guide Slip-Ups',
      tocLabel: 'Style guide slip-ups',
      blocks: [
        p(
          'Referencing styles exist so that readers can find your sources. The commonest errors are mixing styles and applying one inconsistently. Some specific points that catch students out:',
        ),
        bullets(
          [
            strong('APA 7:'),
            ' use “et al.” from the first citation for works with three or more authors; list up to 20 authors in the reference list; format DOIs as links (',
            code('https://doi.org/…'),
            '); use sentence case for article titles.',
          ],
          [
            strong('MLA 9:'),
            ' in-text citations give the author and page with no comma, for example (Morrison 45); the list is titled “Works Cited” and uses hanging indents.',
          ],
          [
            strong('Harvard:'),
            ' there is no single official version, so follow your institution’s guide exactly, including punctuation and the format of “Available at” and access dates.',
          ],
          [
            strong('Numbered styles (IEEE, Vancouver):'),
            ' number sources in order of first citation, and keep the same number each time a source recurs.',
          ],
        ),
        p(
          'Every in-text citation needs a reference-list entry, and every entry needs at least one citation. Checking this both ways takes ten minutes and is one of the most reliable ways to pick up easy marks.',
        ),
      ],
    },
    {
      id: 'ai',
      heading: 'Misusing AI Tools',
      tocLabel: 'Misusing AI tools',
      blocks: [
        p(
          'Generative AI can help with brainstorming, outlining and feedback on clarity, but careless use creates new mistakes:',
        ),
        bullets(
          [
            strong('Fabricated sources.'),
            ' Chatbots can produce references that look real but do not exist, or attribute claims to the wrong authors. Check every source in a library database before citing it.',
          ],
          [
            strong('Generic prose.'),
            ' AI text tends to be fluent but vague, and markers notice writing that never engages with the module’s readings.',
          ],
          [
            strong('Policy breaches.'),
            ' Rules differ by institution and even by assignment. Using AI where it is not allowed, or without the disclosure your institution requires, can be treated as misconduct.',
          ],
        ),
        p(
          'Our guide to ',
          link('writing with AI responsibly', '/blog/write-with-ai'),
          ' sets out a workflow that keeps you within the rules, including how to cite and disclose AI use.',
        ),
      ],
    },
    {
      id: 'checklist',
      heading: 'Pre-Submission Checklist',
      blocks: [
        p('Run through this list before every submission. It takes about ten minutes.'),
        checklist(
          'The introduction answers the exact question set, using its task verb.',
          'The thesis is specific and every body paragraph supports it.',
          'Each paragraph has one point, evidence and explanation.',
          'The counter-argument is addressed fairly.',
          'The conclusion answers the question without adding new evidence.',
          'Every source is cited, and the citations and reference list match both ways.',
          'One referencing style is used consistently.',
          'The word count is within the allowed range (check what counts towards it).',
          'Required headings, sections and appendices are present.',
          'Figures and tables are numbered, captioned and cited.',
          'Spelling and grammar are checked, and the text has been read aloud.',
          'The file format, file name and cover sheet follow the instructions.',
        ),
        warning(
          'Keep your evidence of work',
          p(
            'Save your notes, outlines and draft versions. If questions are ever raised about your work, a visible writing process is the best evidence that it is your own.',
          ),
        ),
      ],
    },
    {
      id: 'support',
      heading: 'Get Support with Your Assignment',
      tocLabel: 'Get support',
      blocks: [
        p(
          'If you would like a second pair of eyes before you submit, our subject specialists can review your draft against the marking criteria, flag these mistakes and suggest fixes, or proofread and edit the final version.',
        ),
        getHelp,
      ],
    },
    {
      id: 'faq',
      heading: 'Frequently Asked Questions',
      tocLabel: 'FAQ',
      blocks: [
        faq(
          qa(
            'What is the single most common mistake in assignments?',
            'Not answering the question that was set. It usually comes from skimming the brief. Rewriting the question in your own words before you research prevents most cases.',
          ),
          qa(
            'How far over the word count can I go?',
            'Many institutions allow a margin of around 10%, but some penalise any excess and others stop marking at the limit. Check your handbook; if it is silent, stay within the limit.',
          ),
          qa(
            'Do markers really deduct marks for referencing?',
            'Yes. Referencing usually appears in the criteria under presentation or use of sources, and missing citations can also raise academic integrity concerns, which are far more serious than a formatting deduction.',
          ),
          qa(
            'Is it acceptable to use a grammar checker?',
            'Almost always. Spelling and grammar tools are generally allowed. Tools that rewrite or generate content are treated differently, so check your institution’s policy on AI and paraphrasing tools.',
          ),
          qa(
            'How long before the deadline should I finish my draft?',
            'Ideally two to three days, which leaves time for a structural revision, a careful proofread and the submission checks.',
          ),
        ),
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        p(
          'The difference between an average and a strong assignment is often not brilliance but the absence of avoidable errors. Answer the question that was set, commit to a thesis, analyse rather than describe, use good sources and cite them consistently, give yourself time to revise, and finish with the checklist. Each habit is small; together they add up to many marks.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: 'Acknowledgement',
      blocks: [acknowledgement],
    },
  ],
};

export default content;
