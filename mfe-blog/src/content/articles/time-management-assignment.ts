import type { ArticleContent } from '../../features/articles/model';
import { p } from './blocks';

const article: ArticleContent = {
  slug: 'time-management-assignment',
  heroAlt: 'TODO',
  sections: [
    { id: 'intro', heading: 'TODO intro', blocks: [p('Draft.')] },
    { id: 'keypoints', heading: 'TODO keypoints', blocks: [p('Draft.')] },
    { id: 'how', heading: 'TODO how', blocks: [p('Draft.')] },
    { id: 'comparison', heading: 'TODO comparison', blocks: [p('Draft.')] },
    { id: 'weekly', heading: 'TODO weekly', blocks: [p('Draft.')] },
    { id: '7day', heading: 'TODO 7day', blocks: [p('Draft.')] },
    { id: 'batching', heading: 'TODO batching', blocks: [p('Draft.')] },
    { id: 'workflow', heading: 'TODO workflow', blocks: [p('Draft.')] },
    { id: 'miniplaybooks', heading: 'TODO miniplaybooks', blocks: [p('Draft.')] },
    { id: 'energy', heading: 'TODO energy', blocks: [p('Draft.')] },
    { id: 'troubleshooting', heading: 'TODO troubleshooting', blocks: [p('Draft.')] },
    { id: 'help', heading: 'TODO help', blocks: [p('Draft.')] },
    { id: 'faqs', heading: 'TODO faqs', blocks: [p('Draft.')] },
    { id: 'conclusion', heading: 'TODO conclusion', blocks: [p('Draft.')] },
    { id: 'acknowledgement', heading: 'TODO acknowledgement', blocks: [p('Draft.')] },
  ],
};

export default article;
