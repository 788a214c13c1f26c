/** The shifts' activities and their names, without yup: the public list reads them with the page. */

/** What a volunteer does in a shift: the activities a volunteer offers, less the polling-station representative's. */
export const SHIFT_ACTIVITIES = ['banchetti', 'volantinaggio', 'eventi', 'telefonate', 'social'] as const;
export type ShiftActivity = (typeof SHIFT_ACTIVITIES)[number];

/** How the panel and the public list name each activity. */
export const SHIFT_ACTIVITY_LABELS: Record<ShiftActivity, string> = {
  banchetti: 'Banchetto',
  volantinaggio: 'Volantinaggio',
  eventi: 'Eventi',
  telefonate: 'Telefonate',
  social: 'Social',
};
