import type { ArticleContent } from '../../features/articles/model';
import { p } from './blocks';

const article: ArticleContent = {
  slug: 'write-with-ai',
  heroAlt: 'TODO',
  sections: [
    { id: 'intro', heading: 'TODO intro', blocks: [p('Draft.')] },
    { id: 'keypoints', heading: 'TODO keypoints', blocks: [p('Draft.')] },
    { id: 'workflow', heading: 'TODO workflow', blocks: [p('Draft.')] },
    { id: 'citing', heading: 'TODO citing', blocks: [p('Draft.')] },
    { id: 'detectors', heading: 'TODO detectors', blocks: [p('Draft.')] },
    { id: 'uk', heading: 'TODO uk', blocks: [p('Draft.')] },
    { id: 'discipline', heading: 'TODO discipline', blocks: [p('Draft.')] },
    { id: 'accused', heading: 'TODO accused', blocks: [p('Draft.')] },
    { id: 'quick', heading: 'TODO quick', blocks: [p('Draft.')] },
    { id: 'support', heading: 'TODO support', blocks: [p('Draft.')] },
    { id: 'faqs', heading: 'TODO faqs', blocks: [p('Draft.')] },
    { id: 'conclusion', heading: 'TODO conclusion', blocks: [p('Draft.')] },
    { id: 'acknowledgement', heading: 'TODO acknowledgement', blocks: [p('Draft.')] },
  ],
};

export default article;
