import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { EssayTyper } from '../features/essay-typer';
import { ToolPage } from '../lib/ui/tool-page';

export default function EssayTyperPage() {
  return (
    <ToolPage
      title={toolHeading('/essay-typer')}
      offer={HELP_OFFERS['/essay-typer']}
      lead="Give a topic, an essay type and a word count to get an essay outline: five sections, each with its share of the words and prompts on what to write. It plans your essay; it does not write it. Copy the outline or download it as a text file."
    >
      <EssayTyper />
    </ToolPage>
  );
}
