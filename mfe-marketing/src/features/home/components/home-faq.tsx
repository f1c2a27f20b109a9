import { HOME_FAQ } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { FaqList } from '../../faq';

/** Six questions that open independently. */
export function HomeFaq() {
  return (
    <section className={layout.sectionAlt} aria-labelledby="faq-title">
      <div className={layout.container}>
        <div className={layout.centered}>
          <h2 id="faq-title" className={layout.title}>
            {HOME_FAQ.title}
          </h2>
        </div>
        <FaqList items={HOME_FAQ.items} mode="multiple" />
      </div>
    </section>
  );
}
