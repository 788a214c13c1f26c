import { tourStopPath } from '../../core/page-routes';
import type { CalendarStop } from '../../core/schema/tour-event.schema';
import { siteConfig } from '../../core/site-config';
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

/** Europe/Rome since 1996: CET in winter, CEST from the last Sunday of March to the last Sunday of October. */
const EUROPE_ROME = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Rome',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
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
  const shifted = new Date(Date.UTC(year, month - 1, day, hours + addHours, minutes));
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${shifted.getUTCFullYear()}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}00`
  );
}

function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const utcStamp = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

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
      `DTSTART;TZID=Europe/Rome:${localDateTime(event.eventDate, hours.start)}`,
      `DTEND;TZID=Europe/Rome:${localDateTime(event.eventDate, hours.end ?? hours.start, hours.end ? 0 : TIMED_STOP_HOURS)}`,
    );
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${compactDate(event.eventDate)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.eventDate))}`,
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
 * The calendar of these stops, CRLF line endings, every line folded; `cancelled` marks them so (a deleted stop's
 * notice), and a calendar that holds them drops them.
 */
export function tourCalendar(events: readonly CalendarStop[], origin: string, { cancelled = false } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${siteConfig.candidate.fullName}//Tour//IT`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Tour di ${siteConfig.candidate.fullName}`)}`,
    'X-WR-TIMEZONE:Europe/Rome',
    ...EUROPE_ROME,
    ...events.flatMap((event) => vevent(event, origin, cancelled)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
