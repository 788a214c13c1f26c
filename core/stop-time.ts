/**
 * A tour stop's time is free text (SPEC.md section 3: "optional text such as 18:00"), stored and shown as the
 * admin wrote it. The calendar and the structured data need clock times, so they read a start, and an end when
 * the text gives one, from the ways Italians write them: "18:00", "18.30", "ore 18", "18:00-20:00",
 * "dalle 18 alle 20". Anything else is kept as text, and the stop is a whole-day event.
 */

import { formatLongDate } from './dates';
import type { TourEvent } from './schema/tour-event.schema';

/** A clock time as HH:MM. */
type ClockTime = `${number}:${number}`;

export interface StopHours {
  start: ClockTime;
  /** Only when the text names one. */
  end: ClockTime | null;
}

const TIME = String.raw`(\d{1,2})(?:\s*[.:,h]\s*(\d{2}))?`;
const SINGLE = new RegExp(String.raw`^(?:(?:alle\s+)?ore|h|alle)?\s*${TIME}$`, 'i');
const RANGE = new RegExp(
  String.raw`^(?:(?:dalle|ore|dalle\s+ore)\s*)?${TIME}\s*(?:-|–|—|alle(?:\s+ore)?|a|fino\s+alle)\s*${TIME}$`,
  'i',
);

function clock(hoursText: string, minutesText: string | undefined): ClockTime | null {
  const hours = Number(hoursText);
  const minutes = Number(minutesText ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` as ClockTime;
}

/** The start (and end) a stop's time text names, or null when it names none the calendar can use. */
export function readStopHours(text: string | null | undefined): StopHours | null {
  const written = text?.trim().replace(/\s+/g, ' ') ?? '';
  const single = SINGLE.exec(written);
  if (single) {
    const start = clock(single[1], single[2]);
    return start && { start, end: null };
  }
  const range = RANGE.exec(written);
  if (!range) return null;
  const start = clock(range[1], range[2]);
  const end = clock(range[3], range[4]);
  return start && end && end > start ? { start, end } : null;
}

/** The time as the pages show it: "ore 18:00" for a bare time or range, the admin's own words otherwise. */
export function stopTimeLabel(text: string): string {
  return /^\d/.test(text) ? `ore ${text}` : text;
}

/**
 * A stop's day and time as every page, preview, share and mail says it: "sabato 15 novembre 2025, ore 18:30", or
 * the day alone. The time is the admin's own text (see stopTimeLabel).
 */
export function formatStopWhen(stop: Pick<TourEvent, 'eventDate' | 'eventTime'>): string {
  const day = formatLongDate(stop.eventDate);
  return stop.eventTime ? `${day}, ${stopTimeLabel(stop.eventTime)}` : day;
}
