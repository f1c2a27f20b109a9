/**
 * The blog's article index: every article, in the order the blog index lists them (newest last;
 * the home page's tips strip shows the first four). An article is one folder, `<slug>/`: its
 * summary, hero and tile drawing in `article.ts`, its text in `content.ts` (loaded only when it is
 * read), its hero image beside them. Adding one is that folder and its entry here (an import
 * and a line in the list), nothing else (docs/add-an-article.md): the section's routes, the blog
 * index, sitemap.xml and the home page's tile all follow from this list, and the unit tests check
 * every article against the rules in `rules.ts`.
 *
 * Plain data, importable from Node: the build reads the routes from it, and so do the e2e tests.
 */
import type { ArticleEntry } from './article-types';
import academicAssignmentStructure from './academic-assignment-structure/article';
import mentalHealthGuide from './mental-health-guide/article';
import mistakeAvoidAssignment from './mistake-avoid-assignment/article';
import plagiarismFree from './plagiarismfree/article';
import timeManagementAssignment from './time-management-assignment/article';
import writeWithAi from './write-with-ai/article';

export const ARTICLES: readonly ArticleEntry[] = [
  academicAssignmentStructure,
  mentalHealthGuide,
  mistakeAvoidAssignment,
  timeManagementAssignment,
  writeWithAi,
  plagiarismFree,
];
