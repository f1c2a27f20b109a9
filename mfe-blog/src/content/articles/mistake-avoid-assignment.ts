import type { ArticleContent } from '../../features/articles/model';
import { p } from './blocks';

const article: ArticleContent = {
  slug: 'mistake-avoid-assignment',
  heroAlt: 'TODO',
  sections: [
    { id: 'intro', heading: 'TODO intro', blocks: [p('Draft.')] },
    { id: 'keypoints', heading: 'TODO keypoints', blocks: [p('Draft.')] },
    { id: 'mistakes', heading: 'TODO mistakes', blocks: [p('Draft.')] },
    { id: 'examples', heading: 'TODO examples', blocks: [p('Draft.')] },
    { id: 'timemanagement', heading: 'TODO timemanagement', blocks: [p('Draft.')] },
    { id: 'introconclusion', heading: 'TODO introconclusion', blocks: [p('Draft.')] },
    { id: 'grammar', heading: 'TODO grammar', blocks: [p('Draft.')] },
    { id: 'fallacies', heading: 'TODO fallacies', blocks: [p('Draft.')] },
    { id: 'styleguides', heading: 'TODO styleguides', blocks: [p('Draft.')] },
    { id: 'ai', heading: 'TODO ai', blocks: [p('Draft.')] },
    { id: 'checklist', heading: 'TODO checklist', blocks: [p('Draft.')] },
    { id: 'support', heading: 'TODO support', blocks: [p('Draft.')] },
    { id: 'faq', heading: 'TODO faq', blocks: [p('Draft.')] },
    { id: 'conclusion', heading: 'TODO conclusion', blocks: [p('Draft.')] },
    { id: 'acknowledgement', heading: 'TODO acknowledgement', blocks: [p('Draft.')] },
  ],
};

export default article;
