import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { TESTIMONIALS } from '../../../content/home';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { CAROUSEL_SETTINGS } from '../model';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

/**
 * The testimonial carousel (swiper). It pauses on hover (swiper's own setting) and while keyboard
 * focus is inside it, has a Pause/Play button, and does not move by itself for reduced motion.
 */
export default function TestimonialsCarousel({ linkFor }: { linkFor: (index: number) => string | undefined }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(!reduced);

  useEffect(() => {
    const instance = swiper.current;
    if (!instance?.autoplay) return;
    if (playing && !reduced) instance.autoplay.start();
    else instance.autoplay.stop();
  }, [playing, reduced]);

  return (
    <div
      className={styles.carousel}
      onFocus={() => swiper.current?.autoplay?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.autoplay?.resume();
      }}
    >
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => swiper.current?.slidePrev()}>
          <span aria-hidden="true">‹</span>
          <span className={styles.hidden}>Previous testimonial</span>
        </button>
        <button type="button" className={styles.control} onClick={() => setPlaying((value) => !value)}>
          {playing && !reduced ? 'Pause' : 'Play'} <span className={styles.hidden}>testimonials</span>
        </button>
        <button type="button" className={styles.control} onClick={() => swiper.current?.slideNext()}>
          <span aria-hidden="true">›</span>
          <span className={styles.hidden}>Next testimonial</span>
        </button>
      </div>
      <Swiper
        {...CAROUSEL_SETTINGS}
        breakpoints={{ ...CAROUSEL_SETTINGS.breakpoints }}
        autoplay={reduced ? false : { ...CAROUSEL_SETTINGS.autoplay }}
        speed={reduced ? 0 : CAROUSEL_SETTINGS.speed}
        modules={[Autoplay, A11y]}
        a11y={{
          containerMessage: 'Student testimonials',
          itemRoleDescriptionMessage: 'testimonial',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        className={styles.swiper}
      >
        {TESTIMONIALS.items.map((item, index) => (
          <SwiperSlide key={item.name} className={styles.slide}>
            <TestimonialCard item={item} reviewLink={linkFor(index)} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
