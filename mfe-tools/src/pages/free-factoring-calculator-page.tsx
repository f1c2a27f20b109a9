export default function FreeFactoringCalculatorPage() {
  return <h1>Free Factoring Calculator</h1>;
}
