import { DEVICES, PAGE_EVENTS, type Beacon, type Device, type PageEvent } from '../../core/measurement';
import { METRICS_POLICY } from '../../core/policy';
import { HttpError, MESSAGES, readLimitedBytes } from '../_lib/http';

/**
 * A beacon's body, read and checked by hand rather than by a yup schema: this function answers every page view, and
 * a cold instance must not load yup to do it (as the public reads, docs/decisions/0020). A beacon is JSON sent by
 * `navigator.sendBeacon`, whose body is text/plain unless a Blob names a type: both are taken. Anything else, or
 * any field of the wrong type or size, is a 4xx that stores nothing.
 */
export const BEACON_MESSAGES = {
  tooLarge: `Segnalazione troppo grande (massimo ${METRICS_POLICY.beaconBytes} byte)`,
  invalid: 'Segnalazione non valida',
} as const;

const TEXT_TYPES = new Set(['application/json', 'text/plain', '']);

/** NUL, U+FFFD (bytes that were not UTF-8) and a half of a surrogate pair: text nobody sends, never stored. */
const UNREADABLE = /[\0\uFFFD]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && !UNREADABLE.test(value);

const isMeasure = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

function refuse(field: string): never {
  throw new HttpError(400, BEACON_MESSAGES.invalid, { [field]: BEACON_MESSAGES.invalid });
}

/** Optional text of at most `max` characters. */
function optionalText(data: Record<string, unknown>, key: keyof Beacon, max: number): string | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  return isShortText(value, max) ? value : refuse(key);
}

function optionalMeasure(data: Record<string, unknown>, key: keyof Beacon, max: number): number | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  return isMeasure(value, max) ? value : refuse(key);
}

export async function readBeacon(req: Request): Promise<Beacon> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const bytes = await readLimitedBytes(req, METRICS_POLICY.beaconBytes, BEACON_MESSAGES.tooLarge);
  if (!TEXT_TYPES.has(type)) throw new HttpError(415, MESSAGES.notJson);
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, MESSAGES.badJson);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new HttpError(400, MESSAGES.badJson);
  const body = data as Record<string, unknown>;
  const path = body.path;
  if (!isShortText(path, 200) || !path.startsWith('/')) refuse('path');
  const device = body.device;
  if (!DEVICES.includes(device as Device)) refuse('device');
  const events = body.events;
  if (
    events !== undefined &&
    !(Array.isArray(events) && events.length <= 50 && events.every((event) => PAGE_EVENTS.includes(event as PageEvent)))
  ) {
    refuse('events');
  }
  if (body.inApp !== undefined && body.inApp !== 1) refuse('inApp');
  return {
    path,
    inApp: body.inApp,
    device: device as Device,
    utmSource: optionalText(body, 'utmSource', 100),
    utmMedium: optionalText(body, 'utmMedium', 100),
    utmCampaign: optionalText(body, 'utmCampaign', 100),
    referrer: optionalText(body, 'referrer', 253),
    lcp: optionalMeasure(body, 'lcp', 600_000),
    inp: optionalMeasure(body, 'inp', 600_000),
    cls: optionalMeasure(body, 'cls', 1_000),
    inpTarget: optionalText(body, 'inpTarget', 120),
    events: events as PageEvent[] | undefined,
  };
}
