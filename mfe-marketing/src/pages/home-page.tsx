import { lazy, Suspense } from 'react';
import { AchievementCounters } from '../features/counters/components/achievement-counters';
import { FeaturesGrid } from '../features/home/components/features-grid';
import { Hero } from '../features/home/components/hero';
import { TipsStrip } from '../features/home/components/tips-strip';
import { useLeadPopup } from '../features/lead-popup/hooks/use-lead-popup';
import { InstantQuoteBlock } from '../features/quote-block/components/instant-quote-block';
import { deferredPart } from '../lib/deferred';
import styles from './home-page.module.css';

const LeadPopup = lazy(() => import('../features/lead-popup/components/lead-popup'));
const HomeBelowFold = deferredPart(() => import('./home-below-fold'), styles.belowFoldSlot);

/**
 * Home. The spec's sections in order: hero (with the lead popup), features, achievements, tips,
 * why choose us, service showcase, refund teaser, testimonials, FAQ, closing call to action.
 * The pitch blocks and the instant quote sit between them where they read naturally. Everything
 * below the tips is in the server's HTML, but its code is a separate chunk, fetched as the visitor
 * scrolls towards it, which keeps the first load of the site small.
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
      <HomeBelowFold />
      {popup.open ? (
        <Suspense fallback={null}>
          <LeadPopup onClose={popup.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
