/** The equation solver. */
export { EquationSolver } from './components/equation-solver';
