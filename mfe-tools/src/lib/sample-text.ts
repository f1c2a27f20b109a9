/**
 * Deterministic essay-like text for benchmarks: sentences of mixed length built from a fixed
 * vocabulary, with some passive verbs, paragraphs of five sentences and the same text for the same seed.
 */
const SUBJECTS = ['The study', 'Researchers', 'Many students', 'The evidence', 'This approach', 'Teachers', 'The data'];
const VERBS = [
  'suggests',
  'shows',
  'was analysed by',
  'supports',
  'is widely known to affect',
  'questions',
  'explains',
];
const OBJECTS = [
  'the link between sleep and memory',
  'how feedback shapes learning over a full academic year',
  'the role of motivation',
  'differences between online and classroom teaching in several countries',
  'the long-term effects of regular practice',
  'patterns in attendance',
  'the cost of education for families with lower incomes',
];
const TAILS = ['', ', although the results vary', ' in most cases', ', which matters for policy', ' over time'];

/** A pseudo-random generator (mulberry32), so every run benchmarks the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** About `words` words (a little over, never under) of essay-like prose. */
export function sampleEssay(words: number, seed = 1): string {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)}${pick(TAILS)}.`;
    sentences.push(sentence);
    count += sentence.split(/\s+/).length;
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 5) paragraphs.push(sentences.slice(i, i + 5).join(' '));
  return paragraphs.join('\n\n');
}
