/** Placeholder until this screen is built. */
export function HomePage() {
  return <h1>Giulia Venturini Presidente</h1>;
}
