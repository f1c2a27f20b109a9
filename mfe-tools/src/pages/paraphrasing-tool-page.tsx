import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { Paraphraser } from '../features/paraphrase';
import { ToolPage } from '../lib/ui/tool-page';

export default function ParaphrasingToolPage() {
  return (
    <ToolPage
      title={toolHeading('/paraphrasing-tool')}
      offer={HELP_OFFERS['/paraphrasing-tool']}
      lead="Reword a passage by swapping words for synonyms that fit, chosen by each word's part of speech from an English dictionary of word meanings (WordNet). Names, numbers, capitals and punctuation stay as they are. Every changed word is highlighted: select it to pick another word or put yours back, then read the result through before you use it."
    >
      <Paraphraser />
    </ToolPage>
  );
}
