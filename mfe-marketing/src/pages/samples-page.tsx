export default function SamplesPage() {
  return <h1>Assignment Samples</h1>;
}
