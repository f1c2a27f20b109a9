import type * as HarperModule from 'harper.js';
import type { Dialect as HarperDialect, Lint, LintConfig, LocalLinter } from 'harper.js';
import type { binary as HarperBinary } from 'harper.js/binary';
import type { Finding } from '../finding';
import { CATEGORIES, type RuleInfo } from '../rules';

/**
 * harper.js (Automattic's grammar checker, Rust compiled to WebAssembly) as one engine. The
 * binary and its curated dictionary load on first use, once, and are shared by one linter per
 * English variant. Spelling is left to the Hunspell dictionaries of each variant, and a few of
 * Harper's rules that mostly flag correct academic prose are switched off (see HARPER_OFF).
 */
export type HarperDialectName = 'American' | 'British' | 'Australian' | 'Canadian' | 'Indian';

/**
 * Rules switched off in the merged checker: spelling (done per variant by Hunspell), and rules
 * that on the evaluation set's correct sentences raised false alarms or that are about style
 * rather than correctness.
 */
export const HARPER_OFF: readonly string[] = [
  'SpellCheck',
  'SentenceCapitalization',
  'RepeatedWords',
  'AnA',
  'Spaces',
  'LongSentences',
  // Guesses at a missing word ("needs" → "needs to"), wrong on correct academic prose.
  'MissingPreposition',
  'MissingTo',
  'ModalBeAdjective',
  // "every one of the samples" is correct; consistency of casing is a matter of style.
  'Everyone',
  'OrthographicConsistency',
  // "that that" → "that which": wrong on "She said that that approach failed".
  'ThatWhich',
  // Over their limit on correct English (the precision gate, eval/grammar/precision.ts): dashes
  // and number ranges are typography ("1912-1913", "music--you"); "a knowledge of", "a narrowing
  // of" are correct before "of"; "re-elected", "non-zero", "wellbeing", "uncited" are words.
  'NumericRangeEnDash',
  'Dashes',
  'MassNouns',
  'DisjointPrefixes',
  'WellBeing',
  'WrongNegative',
];

/**
 * Groups of Harper's rules (its own grouping) that are about style, compounds, initialisms,
 * numbers and names rather than grammar: switched off, which also makes a lint about half as
 * long (Harper's time goes into its 870 rules, not into reading the text).
 */
export const HARPER_GROUPS_OFF: readonly string[] = [
  'Proper Nouns',
  'Initialisms',
  'Closed Compounds',
  'Numbers and Units',
  'Compounds and Hyphenation',
  'Style and Redundancy',
  'Regionalisms and Dialect',
];

interface StructuredSetting {
  Bool?: { name: string };
  Group?: { label: string; child: { settings: StructuredSetting[] } };
}

/** The names of the rules inside the named groups of Harper's structured configuration. */
function rulesInGroups(settings: StructuredSetting[], groups: readonly string[], inside = false): string[] {
  return settings.flatMap((setting) => {
    if (setting.Bool) return inside ? [setting.Bool.name] : [];
    if (setting.Group) {
      return rulesInGroups(setting.Group.child.settings, groups, inside || groups.includes(setting.Group.label));
    }
    return [];
  });
}

/** Lint kinds that are about style, not errors: never reported by the merged checker. */
const STYLE_KINDS = new Set(['Style', 'Readability', 'Enhancement', 'Regionalism']);

const KIND_CATEGORY: Record<string, { category: RuleInfo['category']; issueType: string; priority: number }> = {
  Agreement: { category: CATEGORIES.GRAMMAR, issueType: 'grammar', priority: 30 },
  Grammar: { category: CATEGORIES.GRAMMAR, issueType: 'grammar', priority: 30 },
  WordOrder: { category: CATEGORIES.GRAMMAR, issueType: 'grammar', priority: 30 },
  BoundaryError: { category: CATEGORIES.TYPOS, issueType: 'misspelling', priority: 30 },
  Typo: { category: CATEGORIES.TYPOS, issueType: 'misspelling', priority: 30 },
  Spelling: { category: CATEGORIES.TYPOS, issueType: 'misspelling', priority: 95 },
  Repetition: { category: CATEGORIES.TYPOS, issueType: 'duplication', priority: 30 },
  WordChoice: { category: CATEGORIES.CONFUSED_WORDS, issueType: 'misspelling', priority: 30 },
  Malapropism: { category: CATEGORIES.CONFUSED_WORDS, issueType: 'misspelling', priority: 30 },
  Eggcorn: { category: CATEGORIES.CONFUSED_WORDS, issueType: 'misspelling', priority: 30 },
  Usage: { category: CATEGORIES.GRAMMAR, issueType: 'grammar', priority: 35 },
  Nonstandard: { category: CATEGORIES.GRAMMAR, issueType: 'grammar', priority: 35 },
  Redundancy: { category: CATEGORIES.REDUNDANCY, issueType: 'style', priority: 35 },
  Capitalization: { category: CATEGORIES.CASING, issueType: 'typographical', priority: 45 },
  Punctuation: { category: CATEGORIES.PUNCTUATION, issueType: 'typographical', priority: 55 },
  Formatting: { category: CATEGORIES.TYPOGRAPHY, issueType: 'whitespace', priority: 55 },
  Miscellaneous: { category: CATEGORIES.MISC, issueType: 'uncategorized', priority: 60 },
};
const STYLE = { category: CATEGORIES.STYLE, issueType: 'style', priority: 70 };

/** A sentence longer than this is a run-on or pasted data, not prose to check. */
const MAX_SENTENCE = 600;
/** Sentences are linted together up to about this length. */
const CHUNK = 2_000;

/** Whether a sentence reads as prose: mostly letters, and no long run of one character. */
function prose(sentence: string): boolean {
  if (sentence.length > MAX_SENTENCE || /(.)\1{9}/su.test(sentence)) return false;
  const visible = sentence.replace(/\s/g, '');
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  return letters >= visible.length * 0.6;
}

/** Consecutive prose sentences joined into chunks of at most CHUNK characters. */
export function proseChunks(text: string, sentences: readonly [number, number][]): [number, number][] {
  const chunks: [number, number][] = [];
  for (const [start, end] of sentences) {
    if (!prose(text.slice(start, end))) continue;
    const last = chunks[chunks.length - 1];
    // Joined only across whitespace, so a skipped sentence never ends up inside a chunk.
    if (last && end - last[0] <= CHUNK && /^\s*$/.test(text.slice(last[1], start))) last[1] = end;
    else chunks.push([start, end]);
  }
  return chunks;
}

/** "PronounInflectionBe" → "PRONOUN_INFLECTION_BE", LanguageTool's way of naming rules. */
export const ruleId = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();

/** The first sentence of a Markdown description, as plain text. */
const plainDescription = (markdown: string | undefined, name: string) =>
  (markdown ?? name)
    .replace(/[`*_]/g, '')
    .split(/(?<=\.)\s/)[0]!
    .slice(0, 200);

interface Runtime {
  harper: typeof HarperModule;
  binary: typeof HarperBinary;
}

let runtime: Promise<Runtime> | undefined;

function loadRuntime(): Promise<Runtime> {
  runtime ??= Promise.all([import('harper.js'), import('harper.js/binary')]).then(async ([harper, { binary }]) => {
    await binary.setup();
    return { harper, binary };
  });
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

export class HarperEngine {
  readonly #linter: LocalLinter;
  readonly #descriptions: Record<string, string>;
  readonly #rules = new Map<string, RuleInfo & { priority: number }>();

  private constructor(linter: LocalLinter, descriptions: Record<string, string>) {
    this.#linter = linter;
    this.#descriptions = descriptions;
  }

  /**
   * A linter for one variant. `curated` switches off the rules in HARPER_OFF; without it the
   * linter runs Harper's defaults (the benchmark's "harper.js alone").
   */
  static async create(dialect: HarperDialectName, { curated = true } = {}): Promise<HarperEngine> {
    const { harper, binary } = await loadRuntime();
    const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect[dialect] as HarperDialect });
    if (curated) {
      const config: LintConfig = await linter.getLintConfig();
      const structured = (await linter.getStructuredLintConfig()) as unknown as { settings: StructuredSetting[] };
      for (const name of [...HARPER_OFF, ...rulesInGroups(structured.settings, HARPER_GROUPS_OFF)])
        config[name] = false;
      await linter.setLintConfig(config);
    }
    const engine = new HarperEngine(linter, await linter.getLintDescriptions());
    // The first lint builds Harper's internal caches (about a second); pay it now, not in a request.
    await linter.lint('Warm up.', { language: 'plaintext' });
    return engine;
  }

  /**
   * Lints the text. Given the sentences' spans, only sentences that read as prose are linted,
   * in chunks of a few sentences: Harper's time grows faster than the length of a run-on
   * "sentence" or of a run of punctuation (20,000 apostrophes took 40 s), and a request must
   * stay cheap whatever is pasted. `raw` keeps every lint Harper reports, style and
   * suggestion-less ones too (for comparison in the benchmark).
   */
  async lint(
    text: string,
    { raw = false, sentences }: { raw?: boolean; sentences?: readonly [number, number][] } = {},
  ): Promise<Finding[]> {
    const findings: Finding[] = [];
    for (const [start, end] of sentences ? proseChunks(text, sentences) : [[0, text.length] as const]) {
      const chunk = text.slice(start, end);
      let organized: Record<string, Lint[]>;
      try {
        organized = await this.#linter.organizedLints(chunk, { language: 'plaintext' });
      } catch (error) {
        // A panic inside the WebAssembly module must not fail the whole check: our own rules and
        // the spelling still answer.
        console.error('harper.js failed on a chunk; its findings are left out', error);
        continue;
      }
      for (const [name, lints] of Object.entries(organized)) {
        for (const lint of lints) {
          const finding = this.#toFinding(name, lint, chunk, raw);
          if (finding) findings.push({ ...finding, offset: finding.offset + start, end: finding.end + start });
          lint.free();
        }
      }
    }
    return findings;
  }

  #toFinding(name: string, lint: Lint, text: string, raw: boolean): Finding | undefined {
    const kind = lint.lint_kind();
    if (STYLE_KINDS.has(kind) && !raw) return undefined;
    const span = lint.span();
    const [offset, end] = [span.start, span.end];
    span.free();
    if (end <= offset || end > text.length) return undefined;
    const rule = this.#rule(name, kind);
    const actual = text.slice(offset, end);
    const replacements = lint.suggestions().map((suggestion) => {
      const value = suggestion.get_replacement_text();
      // 0 replaces the text, 1 removes it, 2 inserts after it.
      const kindOf = suggestion.kind() as number;
      suggestion.free();
      return kindOf === 1 ? '' : kindOf === 2 ? actual + value : value;
    });
    // A lint with nothing to offer is mostly a guess ("you may be missing a word"): not reported.
    if (replacements.length === 0 && !raw) return undefined;
    const message = lint.message().replace(/`([^`]*)`/g, '“$1”');
    return {
      rule,
      priority: rule.priority,
      offset,
      end,
      actual,
      replacements: [...new Set(replacements)].filter((value) => value !== actual),
      message,
      shortMessage: KIND_LABELS[kind] ?? kind,
      engine: 'harper',
    };
  }

  #rule(name: string, kind: string): RuleInfo & { priority: number } {
    let rule = this.#rules.get(name);
    if (!rule) {
      const { category, issueType, priority } = KIND_CATEGORY[kind] ?? STYLE;
      rule = {
        id: `HARPER_${ruleId(name)}`,
        description: plainDescription(this.#descriptions[name], name),
        issueType,
        category,
        typeName: kind === 'Spelling' ? 'UnknownWord' : 'Other',
        priority,
      };
      this.#rules.set(name, rule);
    }
    return rule;
  }
}

const KIND_LABELS: Record<string, string> = {
  Agreement: 'Agreement',
  Grammar: 'Grammar',
  Typo: 'Possible typo',
  Spelling: 'Spelling mistake',
  Repetition: 'Word repetition',
  WordChoice: 'Word choice',
  Malapropism: 'Word choice',
  Eggcorn: 'Word choice',
  Usage: 'Usage',
  Redundancy: 'Redundant words',
  Capitalization: 'Capitalization',
  Punctuation: 'Punctuation',
  Formatting: 'Formatting',
};
