export default function RegisterPage() {
  return <h1>Create an Account</h1>;
}
