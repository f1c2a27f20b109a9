export default function RefundPage() {
  return <h1>Refund and Cancellation Policy</h1>;
}
