export default function TaskDetailsPage() {
  return <h1>Task Details</h1>;
}
