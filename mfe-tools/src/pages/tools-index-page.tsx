export default function ToolsIndexPage() {
  return <h1>Free Academic Tools</h1>;
}
