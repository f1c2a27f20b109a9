export default function ParaphrasingToolPage() {
  return <h1>Paraphrasing Tool</h1>;
}
