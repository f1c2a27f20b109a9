export default function ServicesPage() {
  return <h1>Professional Writing &amp; Design Services</h1>;
}
