import { HELP_OFFERS } from '../content/help-offers';
import { toolHeading } from '../content/tools';
import { PlagiarismChecker } from '../features/plagiarism';
import { ToolPage } from '../lib/ui/tool-page';

export default function PlagiarismCheckerPage() {
  return (
    <ToolPage
      title={toolHeading('/plagiarism-checker')}
      offer={HELP_OFFERS['/plagiarism-checker']}
      lead="Paste your text and the sources you used to see how much of your wording they share, with every shared passage highlighted. It compares your text only with the sources you paste: it does not search the internet or any database. The check runs in your browser, so your texts are not sent or stored; where JavaScript is off, our server runs the same check and keeps nothing."
    >
      <PlagiarismChecker />
    </ToolPage>
  );
}
