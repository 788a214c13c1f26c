import { tourStopPath } from '../../core/page-routes';
import type { CalendarStop } from '../../core/schema/tour-event.schema';
import { siteConfig } from '../../core/site-config';
import { ROME_TIME_ZONE, addDays, romeClockChanges } from '../../core/rome-time';
import { readStopHours } from '../../core/stop-time';

/**
 * The tour as an iCalendar file (RFC 5545): one VEVENT per stop, timed stops in Europe/Rome with the zone's
 * rules included, stops without a time as all-day events; the calendar feed's and the one attached to the mails
 * about a booking. A stop keeps its UID for life and carries its revision (SEQUENCE), raised each time its date,
 * time, place or address changes, so a calendar that has it replaces it rather than adding a second one.
 */

/** How long a timed stop lasts in the calendar when its time names only a start. */
const TIMED_STOP_HOURS = 2;

const CRLF = '\r\n';

/** "+0100": an offset of whole hours as iCalendar writes it. */
const utcOffset = (hours: number) => `${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}00`;

/** An instant as iCalendar's UTC date-time: "20251115T173000Z". */
const utcStamp = (instant: string | number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The wall clock Date.UTC was given, as a date-time without a zone (YYYYMMDDTHHMMSS): a TZID's local time. */
const wallClock = (utcMs: number) => utcStamp(utcMs).slice(0, -1);

/**
 * Rome's zone as the calendar's VTIMEZONE, by core/rome-time.ts's rule: its two yearly changes, each written from
 * 1970 (as calendar files customarily start a zone) at the wall-clock time it happens, then every year on the
 * month's last Sunday.
 */
const EUROPE_ROME = [
  'BEGIN:VTIMEZONE',
  `TZID:${ROME_TIME_ZONE}`,
  ...romeClockChanges(1970).flatMap((change) => {
    const part = change.toHours > change.fromHours ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${part}`,
      `TZOFFSETFROM:${utcOffset(change.fromHours)}`,
      `TZOFFSETTO:${utcOffset(change.toHours)}`,
      `TZNAME:${change.name}`,
      `DTSTART:${wallClock(change.instant + change.fromHours * 3_600_000)}`,
      `RRULE:FREQ=YEARLY;BYMONTH=${change.month};BYDAY=-1SU`,
      `END:${part}`,
    ];
  }),
  'END:VTIMEZONE',
];

/** TEXT values escape backslashes, semicolons, commas and newlines (RFC 5545 section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 section 3.1): continuation lines start with a space, and a
 * multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** A wall-clock date and time shifted by whole hours, as YYYYMMDDTHHMMSS (no zone: it stays Rome's clock). */
function localDateTime(isoDate: string, time: string, addHours = 0): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return wallClock(Date.UTC(year, month - 1, day, hours + addHours, minutes));
}

function vevent(event: CalendarStop, origin: string, cancelled: boolean): string[] {
  const host = new URL(origin).host;
  const place = [event.location, event.address].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VEVENT',
    `UID:tappa-${event.id}@${host}`,
    `DTSTAMP:${utcStamp(event.createdAt)}`,
    `SEQUENCE:${event.sequence}`,
  ];
  const hours = readStopHours(event.eventTime);
  if (hours) {
    lines.push(
      `DTSTART;TZID=${ROME_TIME_ZONE}:${localDateTime(event.eventDate, hours.start)}`,
      `DTEND;TZID=${ROME_TIME_ZONE}:${localDateTime(event.eventDate, hours.end ?? hours.start, hours.end ? 0 : TIMED_STOP_HOURS)}`,
    );
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(event.eventDate)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.eventDate, 1))}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`, `LOCATION:${escapeText(place)}`);
  // A time the calendar cannot read ("in serata") still reaches the visitor, as words in the description.
  const untimed = !hours && event.eventTime ? `Orario: ${event.eventTime}` : null;
  const description = [untimed, event.description].filter(Boolean).join('\n\n');
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  lines.push(`URL:${origin}${tourStopPath(event.id)}`, `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT');
  return lines;
}

/**
 * A calendar file of the site (`product` names it in PRODID): Rome's zone and these events' lines, CRLF line
 * endings, every line folded. `header` adds lines of the calendar's own after its name.
 */
function calendarFile(
  product: string,
  name: string,
  events: readonly string[],
  header: readonly string[] = [],
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${siteConfig.candidate.fullName}//${product}//IT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...header,
    ...EUROPE_ROME,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/**
 * The calendar of these stops, CRLF line endings, every line folded; `cancelled` marks them so (a deleted stop's
 * notice), and a calendar that holds them drops them.
 */
export function tourCalendar(events: readonly CalendarStop[], origin: string, { cancelled = false } = {}): string {
  return calendarFile(
    'Tour',
    `Tour di ${siteConfig.candidate.fullName}`,
    events.flatMap((event) => vevent(event, origin, cancelled)),
    [`X-WR-TIMEZONE:${ROME_TIME_ZONE}`],
  );
}

/** A timed event of Rome's clock, for timedCalendar. */
export interface TimedEvent {
  uid: string;
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

/**
 * A calendar of timed events in Europe/Rome (a rappresentante's days at the seggio): the same zone, escaping and
 * folding as the tour's.
 */
export function timedCalendar(name: string, events: readonly TimedEvent[], stamp: string): string {
  return calendarFile(
    'Seggi',
    name,
    events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;TZID=${ROME_TIME_ZONE}:${localDateTime(event.date, event.start)}`,
      `DTEND;TZID=${ROME_TIME_ZONE}:${localDateTime(event.date, event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'END:VEVENT',
    ]),
  );
}
