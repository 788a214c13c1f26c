/** Placeholder until this screen is built. */
export function MaterialsPage() {
  return <h1>Materiale</h1>;
}
