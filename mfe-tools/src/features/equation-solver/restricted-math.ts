/**
 * The only mathjs this site runs: a parser and nothing else. The instance is built from the parse
 * factory alone, so it has no evaluate, no units and no function library; after it is built the
 * dangerous entry points are replaced by functions that throw, so even an expression tree handed
 * to this instance can never import, define units, evaluate, re-parse or simplify anything.
 * Visitor text is only ever parsed into a tree, which `polynomial.ts` walks on an allow-list.
 */
import { create, parseDependencies, type MathNode } from 'mathjs';

if (!parseDependencies) throw new Error('mathjs: parse factory missing');
const math = create({ parseDependencies }, { number: 'number' });

// Kept before the lock-down below, which replaces `math.parse` for anything that reaches the instance.
const parseTree = math.parse;

const disabled = (name: string) => () => {
  throw new Error(`Function ${name} is disabled`);
};

math.import(
  {
    import: disabled('import'),
    createUnit: disabled('createUnit'),
    evaluate: disabled('evaluate'),
    parse: disabled('parse'),
    simplify: disabled('simplify'),
    derivative: disabled('derivative'),
    compile: disabled('compile'),
    resolve: disabled('resolve'),
  },
  { override: true },
);

/** The locked-down instance (exported for the tests that prove it is locked). */
export const restrictedMath = math;

/** Parses one side of an equation into an expression tree. Throws on a syntax error. */
export function parseExpression(text: string): MathNode {
  return parseTree(text);
}
