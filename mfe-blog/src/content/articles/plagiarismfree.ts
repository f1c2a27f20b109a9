import type { ArticleContent } from '../../features/articles/model';
import { p } from './blocks';

const article: ArticleContent = {
  slug: 'plagiarismfree',
  heroAlt: 'TODO',
  sections: [
    { id: 'intro', heading: 'TODO intro', blocks: [p('Draft.')] },
    { id: 'keypoints', heading: 'TODO keypoints', blocks: [p('Draft.')] },
    { id: 'quickwins', heading: 'TODO quickwins', blocks: [p('Draft.')] },
    { id: 'similarity', heading: 'TODO similarity', blocks: [p('Draft.')] },
    { id: 'fixfirst', heading: 'TODO fixfirst', blocks: [p('Draft.')] },
    { id: 'types', heading: 'TODO types', blocks: [p('Draft.')] },
    { id: 'paraphrase', heading: 'TODO paraphrase', blocks: [p('Draft.')] },
    { id: 'scores', heading: 'TODO scores', blocks: [p('Draft.')] },
    { id: 'ai', heading: 'TODO ai', blocks: [p('Draft.')] },
    { id: 'common', heading: 'TODO common', blocks: [p('Draft.')] },
    { id: 'figures', heading: 'TODO figures', blocks: [p('Draft.')] },
    { id: 'styles', heading: 'TODO styles', blocks: [p('Draft.')] },
    { id: 'turnitin', heading: 'TODO turnitin', blocks: [p('Draft.')] },
    { id: 'workflow', heading: 'TODO workflow', blocks: [p('Draft.')] },
    { id: 'consequences', heading: 'TODO consequences', blocks: [p('Draft.')] },
    { id: 'support', heading: 'TODO support', blocks: [p('Draft.')] },
    { id: 'faq', heading: 'TODO faq', blocks: [p('Draft.')] },
    { id: 'conclusion', heading: 'TODO conclusion', blocks: [p('Draft.')] },
    { id: 'acknowledgement', heading: 'TODO acknowledgement', blocks: [p('Draft.')] },
  ],
};

export default article;
