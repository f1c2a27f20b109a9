import { lazy, Suspense } from 'react';
import { AchievementCounters } from '../features/counters/components/achievement-counters';
import { BenefitsGrid } from '../features/home/components/benefits-grid';
import { ClosingCta } from '../features/home/components/closing-cta';
import { FeaturesGrid } from '../features/home/components/features-grid';
import { Hero } from '../features/home/components/hero';
import { HomeFaq } from '../features/home/components/home-faq';
import { RefundTeaser } from '../features/home/components/refund-teaser';
import { StudyAbroad } from '../features/home/components/study-abroad';
import { SubjectLists } from '../features/home/components/subject-lists';
import { TipsStrip } from '../features/home/components/tips-strip';
import { WritingOptions } from '../features/home/components/writing-options';
import { useLeadPopup } from '../features/lead-popup/hooks/use-lead-popup';
import { InstantQuoteBlock } from '../features/quote-block/components/instant-quote-block';
import { ServiceShowcase } from '../features/showcase/components/service-showcase';
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section';

const LeadPopup = lazy(() => import('../features/lead-popup/components/lead-popup'));

/**
 * Home. The spec's sections in order: hero (with the lead popup), features, achievements, tips,
 * why choose us, service showcase, refund teaser, testimonials, FAQ, closing call to action.
 * The pitch blocks and the instant quote sit between them where they read naturally.
 */
export default function HomePage() {
  const popup = useLeadPopup();
  return (
    <div>
      <Hero onGetQuote={popup.show} />
      <FeaturesGrid />
      <AchievementCounters />
      <InstantQuoteBlock />
      <TipsStrip />
      <BenefitsGrid />
      <ServiceShowcase />
      <WritingOptions />
      <SubjectLists />
      <RefundTeaser />
      <TestimonialsSection />
      <StudyAbroad />
      <HomeFaq />
      <ClosingCta />
      {popup.open ? (
        <Suspense fallback={null}>
          <LeadPopup onClose={popup.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
