import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { EquationSolver } from '../features/equation-solver';
import { ToolPage } from '../lib/ui/tool-page';

export default function EquationSolverPage() {
  return (
    <ToolPage
      title={toolHeading('/equation-solver')}
      offer={HELP_OFFERS['/equation-solver']}
      lead="Solve linear, quadratic and cubic equations in one variable, fractions included. You get exact roots where they exist, decimal roots, and complex roots when there are no real ones."
    >
      <EquationSolver />
    </ToolPage>
  );
}
