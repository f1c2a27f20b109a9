/** The free factoring calculator (rational form, continued fraction, closed forms). */
export { FreeFactoringCalculator } from './components/free-factoring-calculator';
