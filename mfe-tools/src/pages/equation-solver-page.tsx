export default function EquationSolverPage() {
  return <h1>Equation Solver</h1>;
}
