import { BenefitsGrid } from '../features/home/components/benefits-grid';
import { ClosingCta } from '../features/home/components/closing-cta';
import { HomeFaq } from '../features/home/components/home-faq';
import { RefundTeaser } from '../features/home/components/refund-teaser';
import { StudyAbroad } from '../features/home/components/study-abroad';
import { SubjectLists } from '../features/home/components/subject-lists';
import { WritingOptions } from '../features/home/components/writing-options';
import { ServiceShowcase } from '../features/showcase/components/service-showcase';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';

/** The home page from Why Choose Us down: its own chunk, loaded as the visitor heads for it. */
export default function HomeBelowFold() {
  return (
    <>
      <BenefitsGrid />
      <ServiceShowcase />
      <WritingOptions />
      <SubjectLists />
      <RefundTeaser />
      <TestimonialsSection />
      <StudyAbroad />
      <HomeFaq />
      <ClosingCta />
    </>
  );
}
