/** The factoring calculator (factors of an integer). */
export { FactoringCalculator } from './components/factoring-calculator';
