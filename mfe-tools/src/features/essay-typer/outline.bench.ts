import { bench, describe } from 'vitest';
import { BENCH_OPTIONS } from '../../lib/bench-options';
import { buildOutline, outlineToText } from './outline';

describe('essay typer', () => {
  bench(
    'outline of a 2,500-word argumentative essay, as text',
    () => {
      outlineToText(
        buildOutline({ topic: 'Remote learning in secondary schools', type: 'argumentative', wordCount: 2500 }),
      );
    },
    BENCH_OPTIONS,
  );
});
