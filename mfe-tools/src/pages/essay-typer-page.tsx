export default function EssayTyperPage() {
  return <h1>Essay Typer</h1>;
}
