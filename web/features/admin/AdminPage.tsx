/** Placeholder until this screen is built. */
export function AdminPage() {
  return <h1>Pannello Amministrazione</h1>;
}
