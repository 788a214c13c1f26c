import { API } from '../../../core/api-paths';
import { useApi } from '../../lib/swr';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/**
 * What the outbox holds, under the panel's title: whether mail can leave at all ("Invio email non configurato" until
 * SMTP_URL is set), what waits, what the electoral silence holds back and what could not be delivered.
 */
export function MailStatusNotice() {
  const { data } = useApi(API.mailStatus);
  if (!data) return null;
  const waiting = [
    data.pending > 0 && count(data.pending, 'email in coda', 'email in coda'),
    data.held > 0 &&
      count(
        data.held,
        'email trattenuta fino alla chiusura dei seggi',
        'email trattenute fino alla chiusura dei seggi',
      ),
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
