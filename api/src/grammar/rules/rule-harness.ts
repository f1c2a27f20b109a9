import retextEnglish from 'retext-english';
import type { Root } from 'nlcst';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { WordNet } from '../../paraphrase/wordnet';
import { Lexicon } from '../lexicon/lexicon';

/** For the rule tests: runs one of our rule plugins on a text and lists what it reports. */
export const lexicon = new Lexicon(WordNet.shared());

export interface Reported {
  rule: string;
  /** The text the finding covers, and the sentence with its first fix applied. */
  found: string;
  fixed: string;
}

type Plugin = () => (tree: Root, file: VFile) => void;

/** Runs the plugins in order (the tagger first, where a test wants parts of speech in context). */
export function run(plugins: Plugin | Plugin[], text: string): Reported[] {
  const processor = unified().use(retextEnglish);
  for (const plugin of Array.isArray(plugins) ? plugins : [plugins]) processor.use(plugin);
  const file = new VFile(text);
  processor.runSync(processor.parse(file) as Root, file);
  return file.messages.map((message) => {
    const start = message.place && 'start' in message.place ? message.place.start.offset! : 0;
    const end = message.place && 'end' in message.place ? message.place.end.offset! : 0;
    return {
      rule: message.ruleId ?? '',
      found: text.slice(start, end),
      fixed: text.slice(0, start) + (message.expected?.[0] ?? '') + text.slice(end),
    };
  });
}
