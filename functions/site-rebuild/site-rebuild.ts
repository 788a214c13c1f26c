import type { Config } from '@netlify/functions';
import { getDb } from '../../db/client';
import { askForRebuild } from '../_lib/build-hook';
import { describeError } from '../_lib/http';

/**
 * The rebuild after a burst of changes: an admin's change made within SITE_POLICY.rebuildEverySeconds of the last
 * rebuild asked is built once that time has passed, so the prerendered pages are never more than a few minutes
 * behind the data. Nothing when no change waits or no BUILD_HOOK_URL is set.
 */
export default async (): Promise<void> => {
  try {
    await askForRebuild(getDb(), 'Modifiche del pannello');
  } catch (error) {
    console.error(`Site rebuild failed: ${describeError(error)}`);
    throw error;
  }
};

/** A Netlify scheduled function, every minute. */
export const config: Config = { schedule: '* * * * *' };
