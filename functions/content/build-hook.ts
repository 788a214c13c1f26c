/**
 * Asks Netlify to rebuild the site through a build hook (BUILD_HOOK_URL), so the prerendered pages carry
 * content an admin has just saved. Without the variable (local runs, tests) nothing happens. A failed request
 * is logged and never fails the write: the pages still fetch fresh content on load meanwhile.
 */
export async function triggerRebuild(reason: string): Promise<void> {
  const url = process.env.BUILD_HOOK_URL;
  if (!url) return;
  try {
    const response = await fetch(`${url}?trigger_title=${encodeURIComponent(reason)}`, { method: 'POST' });
    if (!response.ok) console.error(`Build hook answered ${response.status}: the pages keep their built content.`);
  } catch (error) {
    console.error('Build hook not reached: the pages keep their built content.', error);
  }
}
