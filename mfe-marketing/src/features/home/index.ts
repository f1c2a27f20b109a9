/** The home page's own sections, above and below the fold. */
export { BenefitsGrid } from './components/benefits-grid';
export { ClosingCta } from './components/closing-cta';
export { FeaturesGrid } from './components/features-grid';
export { Hero } from './components/hero';
export { HomeFaq } from './components/home-faq';
export { RefundTeaser } from './components/refund-teaser';
export { StudyAbroad } from './components/study-abroad';
export { SubjectLists } from './components/subject-lists';
export { TipsStrip } from './components/tips-strip';
export { WritingOptions } from './components/writing-options';
