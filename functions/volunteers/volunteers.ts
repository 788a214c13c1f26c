import type { Config } from '@netlify/functions';
import { VOLUNTEER_MESSAGES, volunteerSchema } from '../../core/schema/volunteer.schema';
import { venetoComune } from '../../core/veneto-comuni';
import { requestVolunteer } from '../../db/queries/volunteers.queries';
import { endpoint, json } from '../_lib/http';
import { newConfirmationToken } from '../_lib/mail/mail-links';
import { sendSoon } from '../_lib/mail/outbox-delivery';
import { guardedPost } from '../_lib/spam-guard';
import { listRepresentativeOffer } from '../_lib/polling-import';

/** The one answer to every sign-up, the honeypot's and the capped one's included. */
const requested = () => json({ message: VOLUNTEER_MESSAGES.requested }, 202);

/**
 * "Volontari": an offer of time, with double opt-in. A new or pending address is sent the link that confirms it, a
 * confirmed one a mail saying it is a volunteer already; past the address's mails of the hour or the day
 * (VOLUNTEER_POLICY), nothing. Every case gets the same status and body, and the mail leaves after the answer, so
 * neither the answer nor its timing tells whether an address is known.
 */
export default endpoint({
  POST: guardedPost({
    schema: volunteerSchema,
    entry: 'volunteers',
    store: async (volunteer, db, context, sourcePage) => {
      // The schema accepted the comune's name: it is one of the list, stored as the list writes it.
      const comune = venetoComune(volunteer.comune);
      if (!comune) throw new Error('A comune the schema accepted is not in the list');
      const signUp = { ...volunteer, comune: comune.name, comuneCode: comune.code };
      const token = newConfirmationToken('volunteer-confirm');
      const { mailIds, saved } = await requestVolunteer(
        db,
        signUp,
        token,
        sourcePage,
        listRepresentativeOffer(volunteer),
      );
      sendSoon(context, db, mailIds);
      // Counted when the sign-up was written: not for a confirmed volunteer told so, nor past the address's mails.
      return { response: requested(), converts: saved };
    },
    asIfStored: requested,
  }),
});

export const config: Config = { path: '/api/volunteers' };
