/** Placeholder until this screen is built. */
export function PrivacyPage() {
  return <h1>Privacy Policy</h1>;
}
