// MathML Core elements for JSX: React renders them as they are, but its types do not list them.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type MathMLProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  display?: 'block' | 'inline';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      math: MathMLProps;
      mrow: MathMLProps;
      mi: MathMLProps;
      mn: MathMLProps;
      mo: MathMLProps;
      mfrac: MathMLProps;
      msup: MathMLProps;
      msqrt: MathMLProps;
      mroot: MathMLProps;
    }
  }
}
