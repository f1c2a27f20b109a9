import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { VisuallyHidden } from '@shared/ui';
import { TESTIMONIALS } from '../../../content/home-below-fold';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { CAROUSEL_SETTINGS } from '../model';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

/**
 * Swiper's autoplay pauses at the start of every move and resumes when the wrapper's CSS
 * transition ends. A move of 0 ms (swiper's own `update()`, run after a re-render or a layout
 * change once autoplay has started) has no CSS transition, so nothing would resume it: the
 * carousel stood still for good, although it showed "Pause". Such a move ends at once, with
 * nothing animating: resume autoplay then.
 */
function resumeAfterInstantMove(instance: SwiperInstance) {
  const autoplay = instance.autoplay;
  if (autoplay.running && autoplay.paused && !instance.animating && document.visibilityState === 'visible') {
    autoplay.resume();
  }
}

/**
 * The testimonial carousel (swiper). It stops while the pointer is over it or keyboard focus is
 * inside it, has a Pause/Play button, and does not move by itself for reduced motion. The hover
 * pause is ours rather than swiper's `pauseOnMouseEnter`, which was seen resuming under a still
 * pointer (after an auto-height change), so the carousel moved while a visitor was reading it.
 */
export default function TestimonialsCarousel({ linkFor }: { linkFor: (index: number) => string | undefined }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const reduced = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(!reduced);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = playing && !reduced && !hovered && !focused;

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (moving) autoplay.start();
    else autoplay.stop();
  }, [moving]);

  return (
    <div
      className={styles.carousel}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      }}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => swiper.current?.slidePrev()}>
          <span aria-hidden="true">‹</span>
          <VisuallyHidden>Previous testimonial</VisuallyHidden>
        </button>
        <button type="button" className={styles.control} onClick={() => setPlaying((value) => !value)}>
          {playing && !reduced ? 'Pause' : 'Play'} <VisuallyHidden>testimonials</VisuallyHidden>
        </button>
        <button type="button" className={styles.control} onClick={() => swiper.current?.slideNext()}>
          <span aria-hidden="true">›</span>
          <VisuallyHidden>Next testimonial</VisuallyHidden>
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
        onTransitionEnd={resumeAfterInstantMove}
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
