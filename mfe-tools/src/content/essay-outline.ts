/**
 * The essay typer's copy: essay types and the writing prompts for each outline section.
 * `{topic}` is replaced by the visitor's topic.
 */

export const ESSAY_TYPES = [
  { id: 'argumentative', label: 'Argumentative' },
  { id: 'persuasive', label: 'Persuasive' },
  { id: 'expository', label: 'Expository' },
  { id: 'compare-contrast', label: 'Compare and contrast' },
  { id: 'cause-effect', label: 'Cause and effect' },
] as const;

export type EssayTypeId = (typeof ESSAY_TYPES)[number]['id'];

export const OUTLINE_SECTIONS = [
  { id: 'introduction', title: 'Introduction', percent: 10 },
  { id: 'context', title: 'Background and context', percent: 25 },
  { id: 'analysis', title: 'Analysis', percent: 45 },
  { id: 'counter-argument', title: 'Counter-argument and response', percent: 10 },
  { id: 'conclusion', title: 'Conclusion', percent: 10 },
] as const;

export type OutlineSectionId = (typeof OUTLINE_SECTIONS)[number]['id'];

type Prompts = Record<OutlineSectionId, string[]>;

/** Prompts every essay type shares, before the type's own ones. */
const COMMON: Prompts = {
  introduction: [
    'Open with a fact, question or short example that shows why {topic} matters now.',
    'Define any key term in {topic} that a reader could understand in more than one way.',
  ],
  context: [
    'Summarise what is already known about {topic}, citing two or three reliable sources.',
    'Name the main positions or schools of thought and who holds them.',
  ],
  analysis: [
    'Give each main point its own paragraph: a topic sentence, evidence, then your interpretation.',
    'Link every paragraph back to your thesis in its last sentence.',
  ],
  'counter-argument': [
    'State the strongest objection to your position on {topic} fairly, in its best form.',
    'Answer it with evidence, or explain why your thesis still holds despite it.',
  ],
  conclusion: [
    'Restate the thesis in new words, without repeating the introduction.',
    'End with the wider significance of {topic}: a consequence, a recommendation or a question for further study.',
  ],
};

const BY_TYPE: Record<EssayTypeId, Prompts> = {
  argumentative: {
    introduction: ['End with a one-sentence thesis that takes a clear, arguable position on {topic}.'],
    context: ['Explain what is at stake in the debate on {topic} and why it is contested.'],
    analysis: [
      'Present two or three reasons for your position, strongest first or last.',
      'Support each reason with data, a study or an expert source, and say how it proves the point.',
    ],
    'counter-argument': ['Concede what the other side gets right before you rebut it.'],
    conclusion: ['Show how the reasons together make your position the most convincing one.'],
  },
  persuasive: {
    introduction: ['State what you want the reader to believe or do about {topic}.'],
    context: ['Describe who is affected by {topic} and how, so the reader sees why it matters to them.'],
    analysis: [
      'Combine evidence (logos) with credibility (ethos) and a measured appeal to values (pathos).',
      'Use one concrete example or case that makes the problem real.',
    ],
    'counter-argument': ["Address the reader's most likely doubt directly and reassure them."],
    conclusion: ['Close with a clear call to action.'],
  },
  expository: {
    introduction: ['Preview the aspects of {topic} the essay will explain, in the order they appear.'],
    context: ['Give the history or the basic facts a reader needs to follow the explanation.'],
    analysis: [
      'Explain each aspect of {topic} in turn, with examples, figures or a short process description.',
      'Keep a neutral tone: explain, do not argue.',
    ],
    'counter-argument': ['Note common misconceptions about {topic} and correct them with evidence.'],
    conclusion: ['Summarise what the reader now understands and why it is useful to know.'],
  },
  'compare-contrast': {
    introduction: ['Name the two subjects compared within {topic} and the basis of the comparison.'],
    context: ['Introduce each subject briefly with the facts needed to compare them fairly.'],
    analysis: [
      'Compare point by point (criterion by criterion) rather than subject by subject.',
      'For each criterion, say what is similar, what differs, and why the difference matters.',
    ],
    'counter-argument': ['Acknowledge where the comparison is limited or the subjects are not like for like.'],
    conclusion: ['Say what the comparison reveals that looking at either subject alone would not.'],
  },
  'cause-effect': {
    introduction: ['State the main cause-and-effect relationship in {topic} that the essay will trace.'],
    context: ['Describe the situation before the change, so causes and effects can be seen clearly.'],
    analysis: [
      'Separate immediate causes from underlying ones, then short-term from long-term effects.',
      'Show the mechanism that links each cause to its effect, with evidence, not only the sequence in time.',
    ],
    'counter-argument': ['Consider other causes that could explain the same effects, and weigh them.'],
    conclusion: ['Explain what the causal chain in {topic} implies for the future or for policy.'],
  },
};

export function promptsFor(type: EssayTypeId, section: OutlineSectionId): string[] {
  return [...BY_TYPE[type][section], ...COMMON[section]];
}
