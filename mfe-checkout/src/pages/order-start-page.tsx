export default function OrderStartPage() {
  return <h1>Start Your Order</h1>;
}
