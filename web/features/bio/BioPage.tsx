/** Placeholder until this screen is built. */
export function BioPage() {
  return <h1>Chi sono</h1>;
}
