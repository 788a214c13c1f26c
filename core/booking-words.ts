/**
 * The words the pages say about a stop's places and bookings. Apart from the schemas (core/schema/rsvp.schema.ts
 * reads them too), so the pages that list stops say them without loading yup.
 */

/** A confirmed booking holds its places; a waiting one is in line for them. */
export type RsvpStatus = 'confirmed' | 'waiting';

export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = {
  confirmed: 'Confermata',
  waiting: "In lista d'attesa",
};

export const WAITING_LIST = "Lista d'attesa";

export const peopleCount = (count: number) => (count === 1 ? '1 persona' : `${count} persone`);

/** "Restano 3 posti", "Resta 1 posto". */
export const placesLeftSentence = (count: number) => (count === 1 ? 'Resta 1 posto' : `Restano ${count} posti`);

/** A stop whose places are taken still takes requests: confirmed, they join its waiting list. */
export const FULL_STOP = "Posti esauriti: puoi entrare in lista d'attesa e ti scriviamo appena si libera un posto.";

/** Said beside the form when the people asked for are more than the places left (none: the stop is full). */
export const fewPlacesMessage = (placesLeft: number) =>
  placesLeft === 0
    ? "Posti esauriti: se confermi entri in lista d'attesa e ti scriviamo appena si libera un posto."
    : `${placesLeftSentence(placesLeft)}: per più persone entri in lista d'attesa e ti scriviamo appena si libera un posto.`;
