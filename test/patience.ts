/**
 * How long the tests wait, in one place (issue 38): a test waits for a condition, never for the machine to be fast.
 * A wait ends as soon as its condition holds, so these limits cost a quiet run nothing. They are set for the busiest
 * run this 2-core machine sees (`npm test` beside a build in a loop runs two to three times as long as alone, and a
 * single step more than that), so that reaching one means the condition never came, not that the machine was slow.
 * No test states a number of its own.
 */

/** A condition a step brings about: a heading shown, a button enabled, a mail arrived, a list refreshed. */
export const CONDITION_MS = 60_000;

/** A page's first load on the development site, which compiles its modules on the first request. */
export const FIRST_LOAD_MS = 120_000;

/** A test from its first step to its last: several page loads and conditions. */
export const TEST_MS = 240_000;

/** A test that does much more than most: hundreds of requests, photos composed, a server restarted. */
export const LONG_TEST_MS = 600_000;

/** A hook that starts a server, builds the site or fills a database. */
export const HOOK_MS = 300_000;
