import { buildHookUrl } from '../../db/env';

/**
 * Asks Netlify to rebuild the site through a build hook (BUILD_HOOK_URL), so the prerendered pages carry
 * content an admin has just saved. Without the variable (local runs, tests) nothing happens. A malformed
 * variable or a failed request is logged and never fails the write: the pages still fetch fresh content on load.
 */
export async function triggerRebuild(reason: string): Promise<void> {
  try {
    const url = buildHookUrl();
    if (!url) return;
    const response = await fetch(`${url}?trigger_title=${encodeURIComponent(reason)}`, { method: 'POST' });
    if (!response.ok) console.error(`Build hook answered ${response.status}: the pages keep their built content.`);
  } catch (error) {
    console.error('Build hook not reached: the pages keep their built content.', error);
  }
}
