import { formatLongDate } from '../../../core/dates';
import { type ShiftSnapshot } from '../../../core/schema/shift.schema';
import { SHIFT_ACTIVITY_LABELS } from '../../../core/shift-words';

/** The shift a sign-up's link is about, under the page's sentence: what, when and where. */
export function ShiftDetail({ shift }: { shift: ShiftSnapshot }) {
  return (
    <p className="link-outcome__detail">
      <strong>{shift.title}</strong>
      <br />
      {SHIFT_ACTIVITY_LABELS[shift.activity]} · {formatLongDate(shift.date)}, {shift.start}–{shift.end} · {shift.place},{' '}
      {shift.comune}
    </p>
  );
}
