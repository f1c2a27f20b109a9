import { lazy, Suspense } from 'react';
import { useRuntimeConfig } from '@shared/platform/core';
import { TESTIMONIALS } from '../../../content/home-below-fold';
import layout from '../../../lib/layout.module.css';
import { useInView } from '../../../lib/use-in-view';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

// The slider library loads only when the visitor scrolls near this section.
const TestimonialsCarousel = lazy(() => import('./testimonials-carousel'));

/** "What Students Say": a static row until the swiper carousel has loaded, at the same size. */
export function TestimonialsSection() {
  const [ref, near] = useInView<HTMLDivElement>('400px 0px');
  const reviewLinks = useRuntimeConfig().site.reviewLinks;
  const linkFor = (index: number) => (reviewLinks.length ? reviewLinks[index % reviewLinks.length] : undefined);
  const placeholder = (
    <ul className={styles.static} aria-label="Student testimonials">
      {TESTIMONIALS.items.map((item, index) => (
        <li key={item.name} className={styles.staticSlide}>
          <TestimonialCard item={item} reviewLink={linkFor(index)} />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={layout.sectionAlt} aria-labelledby="testimonials-title">
      <div className={layout.container}>
        <div className={layout.centered}>
          <h2 id="testimonials-title" className={layout.title}>
            {TESTIMONIALS.title}
          </h2>
          <p className={layout.intro}>{TESTIMONIALS.intro}</p>
        </div>
        <div ref={ref} className={styles.frame}>
          {near ? (
            <Suspense fallback={placeholder}>
              <TestimonialsCarousel linkFor={linkFor} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </div>
    </section>
  );
}
