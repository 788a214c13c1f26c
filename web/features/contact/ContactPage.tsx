/** Placeholder until this screen is built. */
export function ContactPage() {
  return <h1>Contatti</h1>;
}
