/** Placeholder until this screen is built. */
export function PhotoBoothPage() {
  return <h1>Apertura della campagna elettorale</h1>;
}
