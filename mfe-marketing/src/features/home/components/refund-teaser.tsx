import { Link } from '@shared/platform/router';
import { buttonClass, VisuallyHidden } from '@shared/ui';
import { REFUND_TEASER } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { Reveal } from '../../../lib/reveal';
import styles from './home.module.css';

export function RefundTeaser() {
  return (
    <section className={layout.section} aria-labelledby="refund-title">
      <Reveal className={`${layout.container} ${styles.refund}`}>
        <svg className={styles.refundIcon} width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
          <path
            d="M48 8l32 12v24c0 22-14 38-32 44C30 82 16 66 16 44V20z"
            fill="#dcfce7"
            stroke="#166534"
            strokeWidth="4"
          />
          <path d="M34 48l10 10 20-22" fill="none" stroke="#166534" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <div>
          <h2 id="refund-title" className={layout.title}>
            {REFUND_TEASER.title}
          </h2>
          <p>{REFUND_TEASER.text}</p>
          <Link className={buttonClass()} to="/refund">
            Read More <VisuallyHidden>about our refund and cancellation policy</VisuallyHidden>
          </Link>
        </div>
      </Reveal>
    </section>
  );
}
