/**
 * One page of an admin inbox list (contact messages, image-generator sign-ups, newsletter subscribers): the GET
 * of each list answers it, 50 rows at a time, newest first.
 */
export interface InboxPage<Row> {
  items: Row[];
  /** Rows matching the search (all rows without one). */
  total: number;
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
}
