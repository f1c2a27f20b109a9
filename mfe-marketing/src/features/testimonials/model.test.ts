import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../../content/home-below-fold';
import { CAROUSEL_SETTINGS, slidesPerViewAt } from './model';

describe('testimonial carousel settings', () => {
  it('autoplays every 5000 ms, pauses on hover and loops', () => {
    expect(CAROUSEL_SETTINGS.autoplay).toEqual({ delay: 5000, pauseOnMouseEnter: false, disableOnInteraction: false });
    expect(CAROUSEL_SETTINGS.loop).toBe(true);
    expect(CAROUSEL_SETTINGS.autoHeight).toBe(true);
  });

  it('shows 1, 2 and 3 slides below 768, from 768 and from 1024 px, 30 px apart', () => {
    expect(CAROUSEL_SETTINGS.slidesPerView).toBe(1);
    expect(CAROUSEL_SETTINGS.breakpoints[768].slidesPerView).toBe(2);
    expect(CAROUSEL_SETTINGS.breakpoints[1024].slidesPerView).toBe(3);
    expect(CAROUSEL_SETTINGS.spaceBetween).toBe(30);
    expect([390, 767, 768, 1023, 1024, 1440].map(slidesPerViewAt)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('has six testimonials, enough to loop three at a time', () => {
    expect(TESTIMONIALS.items).toHaveLength(6);
  });
});
