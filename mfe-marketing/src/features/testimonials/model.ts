import type { SwiperOptions } from 'swiper/types';

/**
 * The testimonial carousel's settings: autoplay every 5000 ms (the component pauses it on hover), looping,
 * auto height, 1 / 2 / 3 slides below 768 px / from 768 px / from 1024 px, 30 px apart, with the
 * slider's stated defaults for speed, swipe threshold and touch angle.
 */
export const CAROUSEL_SETTINGS = {
  loop: true,
  autoHeight: true,
  speed: 300,
  threshold: 5,
  touchAngle: 45,
  spaceBetween: 30,
  slidesPerView: 1,
  breakpoints: {
    768: { slidesPerView: 2, spaceBetween: 30 },
    1024: { slidesPerView: 3, spaceBetween: 30 },
  },
  // Pausing on hover is done by the carousel component itself (see testimonials-carousel.tsx).
  autoplay: { delay: 5000, pauseOnMouseEnter: false, disableOnInteraction: false },
} as const satisfies SwiperOptions;

/** Slides visible at a viewport width, following the breakpoints above. */
export function slidesPerViewAt(width: number): number {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}
