import { lazy, Suspense } from 'react';
import { AchievementCounters } from '../features/counters';
import { FeaturesGrid, Hero, TipsStrip } from '../features/home';
import { LeadPopup, useLeadPopup } from '../features/lead-popup';
import { InstantQuoteBlock } from '../features/quote-block';
import { Deferred } from '../lib/deferred';
import styles from './home-page.module.css';

const HomeBelowFold = lazy(() => import('./home-below-fold'));

/**
 * Home. The spec's sections in order: hero (with the lead popup), features, achievements, tips,
 * why choose us, service showcase, refund teaser, testimonials, FAQ, closing call to action.
 * The pitch blocks and the instant quote sit between them where they read naturally. Everything
 * below the tips is a separate chunk, fetched as the visitor scrolls towards it, which keeps the
 * first load of the site small.
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
      <Deferred slotClassName={styles.belowFoldSlot}>
        <HomeBelowFold />
      </Deferred>
      {popup.open ? (
        <Suspense fallback={null}>
          <LeadPopup onClose={popup.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
