export default function PlagiarismCheckerPage() {
  return <h1>Plagiarism Checker</h1>;
}
