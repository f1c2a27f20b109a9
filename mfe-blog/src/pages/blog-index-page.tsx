export default function BlogIndexPage() {
  return <h1>Academic Tips and Guides</h1>;
}
