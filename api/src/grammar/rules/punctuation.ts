import type { Root } from 'nlcst';
import type { VFile } from 'vfile';
import { literalSpans, SOURCE } from '../plugins';
import type { RuleKey } from '../rules';

/**
 * Spacing around punctuation: no space before a comma, full stop, colon, semicolon, question or
 * exclamation mark, or inside brackets; one space after a comma, colon or semicolon between
 * words, and after a full stop between sentences. URLs and e-mail addresses are left alone.
 */
interface Pattern {
  rule: RuleKey;
  regex: RegExp;
  /** The part of the match to replace (a capture group's span) and its replacement. */
  fix: (match: RegExpExecArray) => { from: number; to: number; value: string } | undefined;
  message: string;
  shortMessage: string;
}

const PATTERNS: Pattern[] = [
  {
    rule: 'punctuationSpaceBefore',
    // "clear , but", "long ." — not a digit on both sides ("3 : 1") and not an ellipsis.
    regex: /(?<=[\p{L}\p{N})’'"”])( +)([,;:!?]|\.(?!\.))(?=\s|$|["”’)])/gu,
    fix: (match) => {
      const [whole, spaces = '', mark = ''] = match;
      // "a ratio of 3 : 1" is notation, not prose.
      if (mark === ':' && /\d/.test(match.input.charAt(match.index - 1))) return undefined;
      void whole;
      return { from: match.index, to: match.index + spaces.length + mark.length, value: mark };
    },
    message: 'Don’t put a space before this punctuation mark.',
    shortMessage: 'Space before punctuation',
  },
  {
    rule: 'punctuationSpaceBefore',
    regex: /([([]) +(?=\S)|(?<=\S) +([)\]])/g,
    fix: (match) => {
      const bracket = match[1] ?? match[2] ?? '';
      return { from: match.index, to: match.index + match[0].length, value: bracket };
    },
    message: 'Don’t put a space inside brackets.',
    shortMessage: 'Space inside brackets',
  },
  {
    rule: 'punctuationSpaceAfter',
    // "essay,but", "closed;we" — letters on both sides, so "1,000" and "3:30" stay.
    regex: /(?<=\p{Ll}{2})([,;:])(?=\p{L}{2})/gu,
    fix: (match) => ({ from: match.index, to: match.index + 1, value: `${match[1]} ` }),
    message: 'Put a space after this punctuation mark.',
    shortMessage: 'Missing space',
  },
  {
    rule: 'punctuationSpaceAfter',
    // "May.The", "book.It" — a sentence ending and the next starting with a capital.
    regex: /(?<=\p{Ll}{2}|\p{Lu}\p{Ll})([.!?])(?=\p{Lu}\p{Ll}+\b)/gu,
    fix: (match) => ({ from: match.index, to: match.index + 1, value: `${match[1]} ` }),
    message: 'Put a space after the end of a sentence.',
    shortMessage: 'Missing space',
  },
];

function pointAt(text: string, offset: number) {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1, offset };
}

export function punctuationSpacingPlugin() {
  return (_tree: Root, file: VFile) => {
    const text = String(file.value);
    const spans = literalSpans(text);
    const literal = (from: number, to: number) => spans.some(([start, end]) => from < end && to > start);
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern.regex)) {
        const fix = pattern.fix(match as RegExpExecArray);
        if (!fix || literal(fix.from - 1, fix.to + 1)) continue;
        const found = file.message(pattern.message, {
          place: { start: pointAt(text, fix.from), end: pointAt(text, fix.to) },
          ruleId: pattern.rule,
          source: SOURCE,
        });
        found.actual = text.slice(fix.from, fix.to);
        found.expected = [fix.value];
        found.note = pattern.shortMessage;
      }
    }
  };
}
