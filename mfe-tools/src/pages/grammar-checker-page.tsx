export default function GrammarCheckerPage() {
  return <h1>Grammar Checker</h1>;
}
