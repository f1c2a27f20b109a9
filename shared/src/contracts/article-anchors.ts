import type { ArticleSlug } from './articles';

/**
 * The in-page anchors of each article, in order (the product's fixed list, kept here as data):
 * each is a heading id the table of contents links to. The blog's unit tests and the e2e
 * suite both check the articles against this one list.
 */
const anchors = (list: string) => list.split(', ');
export const ARTICLE_ANCHORS: Record<ArticleSlug, readonly string[]> = {
  'academic-assignment-structure': anchors(
    'keypoints, prompt, planning, intro, thesis, body, imrad, conclusion, referencing, revising, faqs, help, final, acknowledgement',
  ),
  'mental-health-guide': anchors(
    'overview, keypoints, data, drivers, signs, coping, sleepreset, moment, rewiring, study, exam, digital, equity, mtss, policy, faqs, help, conclusion, acknowledgement',
  ),
  'mistake-avoid-assignment': anchors(
    'intro, keypoints, mistakes, examples, timemanagement, introconclusion, grammar, fallacies, styleguides, ai, checklist, support, faq, conclusion, acknowledgement',
  ),
  'time-management-assignment': anchors(
    'intro, keypoints, how, comparison, weekly, 7day, batching, workflow, miniplaybooks, energy, troubleshooting, help, faqs, conclusion, acknowledgement',
  ),
  'write-with-ai': anchors(
    'intro, keypoints, workflow, citing, detectors, uk, discipline, accused, quick, support, faqs, conclusion, acknowledgement',
  ),
  plagiarismfree: anchors(
    'intro, keypoints, quickwins, similarity, fixfirst, types, paraphrase, scores, ai, common, figures, styles, turnitin, workflow, consequences, support, faq, conclusion, acknowledgement',
  ),
};

/** The anchor of the section that holds each article's get-help links (/order, /contactus, chat). */
export const ARTICLE_HELP_ANCHOR: Record<ArticleSlug, string> = {
  'academic-assignment-structure': 'help',
  'mental-health-guide': 'help',
  'mistake-avoid-assignment': 'support',
  'time-management-assignment': 'help',
  'write-with-ai': 'support',
  plagiarismfree: 'support',
};
