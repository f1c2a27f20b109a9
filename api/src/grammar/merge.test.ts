import { describe, expect, it } from 'vitest';
import type { Finding } from './finding';
import { mergeFindings } from './merge';
import { RULES } from './rules';

const TEXT = 'I could of finished earlier.';
const finding = (
  offset: number,
  end: number,
  replacements: string[],
  priority: number,
  engine: Finding['engine'] = 'rules',
): Finding => ({
  rule: RULES.confusedCouldOf,
  priority,
  offset,
  end,
  actual: TEXT.slice(offset, end),
  replacements,
  message: '',
  shortMessage: '',
  engine,
});

describe('mergeFindings', () => {
  it('keeps one finding per overlap, led by the best priority, with the other fixes rewritten to its span', () => {
    const ours = finding(8, 10, ['have'], 10);
    const harper = finding(2, 10, ['could have', 'could’ve'], 30, 'harper');
    const [merged, ...rest] = mergeFindings([harper, ours]);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ offset: 8, end: 10, engine: 'rules' });
    // "could have" narrowed to "have" agrees with ours; "could’ve" cannot be narrowed and is dropped.
    expect(merged!.replacements).toEqual(['have']);
  });

  it('moves a fix that two engines agree on to the front', () => {
    const a = finding(2, 10, ['could'], 10);
    const b = finding(2, 10, ['could have'], 30, 'harper');
    const c = finding(8, 10, ['have'], 40, 'harper');
    expect(mergeFindings([a, b, c])[0]!.replacements).toEqual(['could have', 'could']);
  });

  it('widens a smaller finding’s fix to the leader’s span, and keeps separate findings apart, in text order', () => {
    const wide = finding(2, 10, ['could have'], 10);
    const narrow = finding(8, 10, ['’ve'], 20);
    const later = finding(11, 19, ['finish'], 20);
    const merged = mergeFindings([later, narrow, wide]);
    expect(merged.map((m) => [m.offset, m.replacements])).toEqual([
      [2, ['could have', 'could ’ve']],
      [11, ['finish']],
    ]);
  });
});
