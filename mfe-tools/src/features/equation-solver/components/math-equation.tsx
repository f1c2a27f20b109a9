/**
 * An equation from the worked steps as MathML: real fractions, powers and roots that browsers
 * draw and screen readers read, no library and no images. The text is the solver's own output
 * (plain mathjs text), parsed with the restricted parser; nothing is evaluated.
 */
import type { ReactNode } from 'react';
import type { MathNode } from 'mathjs';
import { parseExpression } from '../restricted-math';

const MINUS = '\u2212';
const INVISIBLE_TIMES = '\u2062';
const FUNCTION_APPLICATION = '\u2061';
const FUNCTION_NAMES: Record<string, string> = { cos: 'cos', acos: 'arccos' };

type Node = MathNode & {
  type: string;
  fn?: string | MathNode;
  args?: MathNode[];
  name?: string;
  value?: unknown;
  content?: MathNode;
};

const unwrap = (n: MathNode): MathNode => ((n as Node).type === 'ParenthesisNode' ? (n as Node).content! : n);

const isNumber = (n: MathNode) => (n as Node).type === 'ConstantNode';

/** A product is written side by side (2x, x(x − 1)), except number × number, which keeps its ×. */
function render(node: MathNode): ReactNode {
  const n = node as Node;
  switch (n.type) {
    case 'ConstantNode':
      return <mn>{String(n.value)}</mn>;
    case 'SymbolNode':
      return <mi>{n.name === 'pi' ? 'π' : n.name}</mi>;
    case 'ParenthesisNode':
      return (
        <mrow>
          <mo>(</mo>
          {render(n.content!)}
          <mo>)</mo>
        </mrow>
      );
    case 'FunctionNode': {
      const name = (n.fn as Node).name ?? '';
      const [arg] = n.args ?? [];
      if (!arg) return null;
      if (name === 'sqrt') return <msqrt>{render(unwrap(arg))}</msqrt>;
      if (name === 'cbrt')
        return (
          <mroot>
            <mrow>{render(unwrap(arg))}</mrow>
            <mn>3</mn>
          </mroot>
        );
      return (
        <mrow>
          <mi>{FUNCTION_NAMES[name] ?? name}</mi>
          <mo>{FUNCTION_APPLICATION}</mo>
          <mrow>
            <mo>(</mo>
            {render(unwrap(arg))}
            <mo>)</mo>
          </mrow>
        </mrow>
      );
    }
    case 'OperatorNode': {
      const [a, b] = n.args ?? [];
      if (!a) return null;
      if (n.fn === 'unaryMinus')
        return (
          <mrow>
            <mo>{MINUS}</mo>
            {render(a)}
          </mrow>
        );
      if (n.fn === 'unaryPlus') return render(a);
      if (!b) return null;
      switch (n.fn) {
        case 'add':
        case 'subtract':
          return (
            <mrow>
              {render(a)}
              <mo>{n.fn === 'add' ? '+' : MINUS}</mo>
              {render(b)}
            </mrow>
          );
        case 'multiply':
          return (
            <mrow>
              {render(a)}
              <mo>{isNumber(a) && isNumber(b) ? '×' : INVISIBLE_TIMES}</mo>
              {render(b)}
            </mrow>
          );
        case 'divide':
          return (
            <mfrac>
              <mrow>{render(unwrap(a))}</mrow>
              <mrow>{render(unwrap(b))}</mrow>
            </mfrac>
          );
        case 'pow':
          return (
            <msup>
              <mrow>{render(a)}</mrow>
              <mrow>{render(unwrap(b))}</mrow>
            </msup>
          );
        default:
          return null;
      }
    }
    default:
      return null;
  }
}

/** `left = right` as one block of MathML; the plain text stays the fallback if it cannot be read. */
export function MathEquation({ text }: { text: string }) {
  const sides = text.split('=');
  let rendered: ReactNode[];
  try {
    rendered = sides.map((side) => render(parseExpression(side)));
  } catch {
    return <code>{text}</code>;
  }
  return (
    <math display="block">
      <mrow>
        {rendered.map((side, i) => (
          <mrow key={i}>
            {i > 0 ? <mo>=</mo> : null}
            {side}
          </mrow>
        ))}
      </mrow>
    </math>
  );
}
