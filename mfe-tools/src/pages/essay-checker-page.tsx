import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { EssayChecker } from '../features/essay-checker';
import { ToolPage } from '../lib/ui/tool-page';

export default function EssayCheckerPage() {
  return (
    <ToolPage
      title={toolHeading('/essay-checker')}
      offer={HELP_OFFERS['/essay-checker']}
      lead="Paste your essay for a report on its length, its readability scores, long sentences, passive voice and repeated words, each marked in your text, with a list of grammar issues to review."
    >
      <EssayChecker />
    </ToolPage>
  );
}
