export default function OrderDetailsPage() {
  return <h1>Order Details</h1>;
}
