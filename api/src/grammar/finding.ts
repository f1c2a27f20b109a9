import type { RuleInfo } from './rules';

/** One problem found by any engine, before findings are merged and put in LanguageTool's shape. */
export interface Finding {
  rule: RuleInfo;
  /** Lower leads when findings overlap. */
  priority: number;
  /** UTF-16 offsets into the text: [offset, end). */
  offset: number;
  end: number;
  /** The text at [offset, end). */
  actual: string;
  /** Fixes for text[offset, end), best first. */
  replacements: string[];
  message: string;
  shortMessage: string;
  engine: 'rules' | 'harper';
}
