/** Placeholder until this screen is built. */
export function AdminLoginPage() {
  return <h1>Area Riservata</h1>;
}
