import { API } from '../../../../core/api-paths';
import { CAMPAIGN_MAIL_KINDS, MAIL_KINDS } from '../../../../core/mail-kinds';
import type { MailStatus } from '../../../../core/schema/admin.schema';
import { useApi } from '../../../lib/swr';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** "3 email trattenute fino alla chiusura dei seggi (1 newsletter, 2 promemoria delle tappe)". */
function heldMail({ held, heldByKind }: MailStatus): string {
  const kinds = CAMPAIGN_MAIL_KINDS.filter((kind) => (heldByKind[kind] ?? 0) > 0).map((kind) => {
    const [one, many] = MAIL_KINDS[kind].held;
    return count(heldByKind[kind]!, one, many);
  });
  const total = count(
    held,
    'email trattenuta fino alla chiusura dei seggi',
    'email trattenute fino alla chiusura dei seggi',
  );
  return kinds.length > 0 ? `${total} (${kinds.join(', ')})` : total;
}

/**
 * What the outbox holds, under the panel's title: whether mail can leave at all ("Invio email non configurato" until
 * SMTP_URL is set), what waits, what the electoral silence holds back and what could not be delivered.
 */
export function MailStatusNotice() {
  const { data } = useApi(API.mailStatus);
  if (!data) return null;
  const waiting = [
    data.pending > 0 && count(data.pending, 'email in coda', 'email in coda'),
    data.held > 0 && heldMail(data),
    data.retrying > 0 && count(data.retrying, 'in nuovo tentativo', 'in nuovo tentativo'),
    data.failed > 0 && count(data.failed, 'email non recapitata', 'email non recapitate'),
  ].filter(Boolean);
  if (data.configured && waiting.length === 0) return null;
  return (
    <p className="admin-mail-status" role="note">
      {!data.configured && (
        <>
          <strong>Invio email non configurato</strong>: le email restano in coda finché chi gestisce il sito non imposta
          SMTP_URL.{' '}
        </>
      )}
      {waiting.length > 0 && `${waiting.join(', ')}.`}
    </p>
  );
}
