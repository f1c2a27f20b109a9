import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { GrammarChecker } from '../features/grammar';
import { ToolPage } from '../lib/ui/tool-page';

export default function GrammarCheckerPage() {
  return (
    <ToolPage
      title={toolHeading('/grammar-checker')}
      offer={HELP_OFFERS['/grammar-checker']}
      lead="Paste your writing to find spelling mistakes, repeated words, wrong articles, missing apostrophes and spacing slips. Click a suggestion to apply it, or apply them all and copy the corrected text. Your text is checked by our grammar service and is not stored."
    >
      <GrammarChecker />
    </ToolPage>
  );
}
