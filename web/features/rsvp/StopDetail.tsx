import type { ReactNode } from 'react';
import type { CalendarStop } from '../../../core/schema/tour-event.schema';
import { formatStopWhen } from '../../../core/stop-time';

/** The stop a booking's link is about, under the page's sentence: its title, when and where, and what `children` add. */
export function StopDetail({ stop, children }: { stop: CalendarStop; children?: ReactNode }) {
  return (
    <p className="link-outcome__detail">
      <strong>{stop.title}</strong>
      <br />
      {formatStopWhen(stop)} · {[stop.location, stop.address].filter(Boolean).join(', ')}
      {children}
    </p>
  );
}
