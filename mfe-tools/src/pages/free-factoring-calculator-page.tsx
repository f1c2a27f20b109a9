import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { FreeFactoringCalculator } from '../features/free-factoring';
import { ToolPage } from '../lib/ui/tool-page';

export default function FreeFactoringCalculatorPage() {
  return (
    <ToolPage
      title={toolHeading('/free-factoring-calculator')}
      offer={HELP_OFFERS['/free-factoring-calculator']}
      lead="Type a decimal to see the fraction it comes from (denominator up to 1000), its continued fraction (up to 10 terms) and any simple closed form it matches: a fraction, a square root of a small number, or a multiple of π or e."
    >
      <FreeFactoringCalculator />
    </ToolPage>
  );
}
