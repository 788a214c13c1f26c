import type { Config, Context } from '@netlify/functions';
import { IN_APP_SOURCE, type Beacon } from '../../core/measurement';
import { METRICS_POLICY } from '../../core/policy';
import { dayInItaly } from '../../core/rome-time';
import { measuredPage, visitCampaign, visitSource } from '../../core/visit-source';
import { getDb } from '../../db/client';
import { countView, type CountedView } from '../../db/queries/metrics.queries';
import { describeError, endpoint, noContent } from '../_lib/http';
import { readBeacon } from './beacon-body';
import { isKnownBot } from './known-bots';

/**
 * What the aggregates keep of a beacon, or undefined for a page that is not counted. A view the app's navigation
 * started is `interno`, without a campaign, and the vitals are its document's first view's alone (decision 0050).
 */
function countedView(beacon: Beacon, now: Date): CountedView | undefined {
  const measured = measuredPage(beacon.path);
  if (!measured) return undefined;
  const inApp = beacon.inApp === 1;
  const slow = !inApp && beacon.inp !== undefined && beacon.inp > METRICS_POLICY.inpBudgetMs;
  return {
    day: dayInItaly(now),
    ...measured,
    source: inApp ? IN_APP_SOURCE : visitSource(beacon.utmSource, beacon.referrer),
    campaign: inApp ? '' : visitCampaign(beacon.utmCampaign),
    device: beacon.device,
    events: beacon.events ?? [],
    vitals: inApp ? {} : { lcp: beacon.lcp, inp: beacon.inp, cls: beacon.cls },
    slowTarget: slow ? (beacon.inpTarget ?? null) : null,
  };
}

/**
 * POST /api/metrics: a page's one beacon (web/lib/beacon.ts). Checked, then answered 204 at once; its one
 * upsert runs after the answer (context.waitUntil). A known bot's, or a page not counted, is answered the same and
 * stores nothing. Nothing of the request that names the visitor (address, user agent) is stored.
 */
export default endpoint({
  POST: async (req: Request, context: Context) => {
    const beacon = await readBeacon(req);
    const view = isKnownBot(req.headers.get('user-agent')) ? undefined : countedView(beacon, new Date());
    if (view) {
      const work = countView(getDb(), view).catch((error: unknown) =>
        console.error(`POST /api/metrics failed: ${describeError(error)}`),
      );
      if (context.waitUntil) context.waitUntil(work);
      else await work;
    }
    return noContent();
  },
});

export const config: Config = { path: '/api/metrics' };
