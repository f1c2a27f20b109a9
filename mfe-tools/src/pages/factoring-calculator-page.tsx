import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { FactoringCalculator } from '../features/factoring';
import { ToolPage } from '../lib/ui/tool-page';

export default function FactoringCalculatorPage() {
  return (
    <ToolPage
      title={toolHeading('/factoring-calculator')}
      offer={HELP_OFFERS['/factoring-calculator']}
      lead="Enter a positive whole number to see all its factors, its prime factorisation and its factor pairs. It works instantly for any number up to 9,007,199,254,740,991, in your browser."
    >
      <FactoringCalculator />
    </ToolPage>
  );
}
