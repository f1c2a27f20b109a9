import {
  BenefitsGrid,
  ClosingCta,
  HomeFaq,
  RefundTeaser,
  StudyAbroad,
  SubjectLists,
  WritingOptions,
} from '../features/home';
import { ServiceShowcase } from '../features/showcase';
import { TestimonialsSection } from '../features/testimonials';

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
