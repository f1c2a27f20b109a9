export default function FactoringCalculatorPage() {
  return <h1>Factoring Calculator</h1>;
}
