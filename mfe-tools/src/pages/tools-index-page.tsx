import { Link } from '@shared/platform/router';
import { toolHeading, TOOL_CARDS } from '../content/tools';
import { ToolPage } from '../lib/ui/tool-page';
import styles from './tools-index-page.module.css';

export default function ToolsIndexPage() {
  return (
    <ToolPage
      title={toolHeading('/tools')}
      backLink={false}
      lead="Free tools for students: check and improve your writing, plan an essay and work through maths problems. The maths tools, the plagiarism checker and the essay typer run in your browser (where JavaScript is off, our server does the same work and keeps nothing); the grammar checker and the paraphraser send your text to our own server to process it."
    >
      <ul className={styles.grid}>
        {TOOL_CARDS.map((tool) => (
          <li key={tool.path}>
            <article className={styles.card}>
              <p className={styles.kind}>{tool.kind}</p>
              <h2 className={styles.name}>
                <Link className={styles.link} to={tool.path}>
                  {tool.name}
                </Link>
              </h2>
              <p className={styles.description}>{tool.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </ToolPage>
  );
}
