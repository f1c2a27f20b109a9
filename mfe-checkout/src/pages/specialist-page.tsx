export default function SpecialistPage() {
  return <h1>Choose Your Specialist</h1>;
}
