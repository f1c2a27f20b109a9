/** The testimonials section (its carousel loads lazily inside). */
export { TestimonialsSection } from './components/testimonials-section';
