import type { ArticleContent } from '../../features/articles/model';
import { p } from './blocks';

const article: ArticleContent = {
  slug: 'mental-health-guide',
  heroAlt: 'TODO',
  sections: [
    { id: 'overview', heading: 'TODO overview', blocks: [p('Draft.')] },
    { id: 'keypoints', heading: 'TODO keypoints', blocks: [p('Draft.')] },
    { id: 'data', heading: 'TODO data', blocks: [p('Draft.')] },
    { id: 'drivers', heading: 'TODO drivers', blocks: [p('Draft.')] },
    { id: 'signs', heading: 'TODO signs', blocks: [p('Draft.')] },
    { id: 'coping', heading: 'TODO coping', blocks: [p('Draft.')] },
    { id: 'sleepreset', heading: 'TODO sleepreset', blocks: [p('Draft.')] },
    { id: 'moment', heading: 'TODO moment', blocks: [p('Draft.')] },
    { id: 'rewiring', heading: 'TODO rewiring', blocks: [p('Draft.')] },
    { id: 'study', heading: 'TODO study', blocks: [p('Draft.')] },
    { id: 'exam', heading: 'TODO exam', blocks: [p('Draft.')] },
    { id: 'digital', heading: 'TODO digital', blocks: [p('Draft.')] },
    { id: 'equity', heading: 'TODO equity', blocks: [p('Draft.')] },
    { id: 'mtss', heading: 'TODO mtss', blocks: [p('Draft.')] },
    { id: 'policy', heading: 'TODO policy', blocks: [p('Draft.')] },
    { id: 'faqs', heading: 'TODO faqs', blocks: [p('Draft.')] },
    { id: 'help', heading: 'TODO help', blocks: [p('Draft.')] },
    { id: 'conclusion', heading: 'TODO conclusion', blocks: [p('Draft.')] },
    { id: 'acknowledgement', heading: 'TODO acknowledgement', blocks: [p('Draft.')] },
  ],
};

export default article;
