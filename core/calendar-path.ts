/**
 * The tour's calendar feed, also one stop's file with `?id=`. Its own module, apart from the API contract
 * (core/api-paths.ts, which names it too): the contract loads the body schemas, and the stop page's function, a public
 * read, must not carry yup (docs/decisions/0020).
 */
export const TOUR_CALENDAR_PATH = '/api/tour-events.ics';

/** One stop's calendar file ("Aggiungi al calendario"). */
export const tourStopCalendarPath = (id: number) => `${TOUR_CALENDAR_PATH}?id=${id}`;
