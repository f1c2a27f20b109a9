export default function HomePage() {
  return <h1>Assignment Help from Subject Experts</h1>;
}
