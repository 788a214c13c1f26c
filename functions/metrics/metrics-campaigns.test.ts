import { describe, expect, it } from 'vitest';
import { API } from '../../core/api-paths';
import { CAMPAIGN_OVERFLOW } from '../../core/measurement';
import { METRICS_POLICY } from '../../core/policy';
import { addDays, dayInItaly } from '../../core/rome-time';
import { getDb } from '../../db/client';
import { countConversion, countView, type CountedView } from '../../db/queries/metrics.queries';
import { call } from '../../test/server/function-calls';
import { useTestDatabase } from '../../test/server/test-database';
import metrics from './metrics';

const db = useTestDatabase();
const today = dayInItaly(new Date());
const { campaignsPerDay } = METRICS_POLICY;

/** A phone's Chrome, which is no bot. */
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A beacon from a WhatsApp link, with the campaign given (none when undefined). */
const beacon = (utmCampaign?: string, path = '/') =>
  call(metrics, API.metrics, {
    method: 'POST',
    body: { path, device: 'mobile', utmSource: 'whatsapp', utmCampaign },
    headers: { 'user-agent': PHONE },
  });

const view = (campaign: string, day = today): CountedView => ({
  day,
  page: '/',
  stopId: null,
  source: 'whatsapp',
  campaign,
  device: 'mobile',
  events: [],
  vitals: {},
  slowTarget: null,
});

const campaigns = (table: 'metrics_daily' | 'metrics_conversions', day = today) =>
  db.query<{ campaign: string; rows: number }>(
    `SELECT campaign, count(*)::integer AS rows FROM ${table} WHERE day = $1 GROUP BY campaign ORDER BY campaign`,
    [day],
  );

/** The day's cap of campaigns filled: post-1 … post-N. */
async function fillTheDay(day = today) {
  for (let n = 1; n <= campaignsPerDay; n++) await countView(getDb(), view(`post-${n}`, day));
}

describe('the campaign of a visit (utm_campaign)', () => {
  it('is kept normalised, and a beacon without one or with one unusable is counted under none', async () => {
    await beacon('  Comizio Este  ');
    await beacon('comizio-este');
    await beacon('<b>post</b>');
    await beacon();
    expect(await campaigns('metrics_daily')).toEqual([
      { campaign: '', rows: 1 },
      { campaign: 'comizio-este', rows: 1 },
    ]);
    const [none] = await db.query<{ views: number }>(`SELECT views FROM metrics_daily WHERE campaign = ''`);
    expect(none.views).toBe(2);
  });

  it(`holds at most ${campaignsPerDay} campaigns a day: a new one past them counts as "${CAMPAIGN_OVERFLOW}"`, async () => {
    await fillTheDay();
    for (const campaign of ['nuova-1', 'nuova-2', 'nuova-3']) expect((await beacon(campaign)).status).toBe(204);
    await beacon('post-7');
    await beacon();
    const held = await campaigns('metrics_daily');
    expect(held).toHaveLength(campaignsPerDay + 2);
    expect(held).toContainEqual({ campaign: CAMPAIGN_OVERFLOW, rows: 1 });
    expect(held.map((row) => row.campaign)).not.toContain('nuova-1');
    const counted = await db.query<{ campaign: string; views: number }>(
      `SELECT campaign, views FROM metrics_daily WHERE campaign IN ($1, 'post-7') ORDER BY campaign`,
      [CAMPAIGN_OVERFLOW],
    );
    expect(counted).toEqual([
      { campaign: CAMPAIGN_OVERFLOW, views: 3 },
      { campaign: 'post-7', views: 2 },
    ]);
  });

  it('gives each day its own campaigns', async () => {
    const yesterday = addDays(today, -1);
    await fillTheDay(yesterday);
    await beacon('nuova-1');
    expect(await campaigns('metrics_daily')).toEqual([{ campaign: 'nuova-1', rows: 1 }]);
  });

  it(`caps the conversions' campaigns the same way, in the statement that counts one`, async () => {
    for (let n = 1; n <= campaignsPerDay + 3; n++) {
      await countConversion(getDb(), {
        day: today,
        page: '/',
        source: 'diretto',
        campaign: `post-${n}`,
        kind: 'contact',
      });
    }
    const held = await campaigns('metrics_conversions');
    expect(held).toHaveLength(campaignsPerDay + 1);
    const [overflow] = await db.query<{ count: number }>(`SELECT count FROM metrics_conversions WHERE campaign = $1`, [
      CAMPAIGN_OVERFLOW,
    ]);
    expect(overflow.count).toBe(3);
  });
});
