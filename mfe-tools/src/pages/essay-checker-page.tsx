export default function EssayCheckerPage() {
  return <h1>Essay Checker</h1>;
}
