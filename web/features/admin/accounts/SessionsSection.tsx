import { useState } from 'react';
import { API } from '../../../../core/api-paths';
import { itemPath } from '../../../../core/api-contract';
import { formatDateTime } from '../../../../core/dates';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { notify } from '../../../lib/toast';
import { AdminList } from '../AdminList';
import { ERROR_TEXTS, useFailureReporter } from '../admin-errors';

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad/, 'iPhone o iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A browser's User-Agent in a few words: the browser and the system, when recognisable. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Browser sconosciuto';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent.slice(0, 60);
  return system ? `${browser ?? 'Browser'} su ${system}` : browser!;
}

/** "Le tue sessioni": where this account is signed in; end one, or all but this browser. */
export function SessionsSection() {
  const { data: sessions, error, isLoading, mutate } = useApi(API.sessions);
  const report = useFailureReporter();
  const [busy, setBusy] = useState(false);
  const end = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      await mutate();
    } catch (failure) {
      report(failure, ERROR_TEXTS.sessions);
    } finally {
      setBusy(false);
    }
  };
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section id="sessioni" className="admin-section" aria-labelledby="sessioni-titolo">
      <h2 id="sessioni-titolo">Le tue sessioni</h2>
      <AdminList
        items={sessions}
        error={error}
        isLoading={isLoading}
        empty="Nessuna sessione"
        actions={(session) =>
          session.current ? (
            <p className="admin-empty">Questa sessione</p>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              aria-label={`Termina la sessione ${browserName(session.userAgent)} (${session.address ?? 'indirizzo sconosciuto'})`}
              onClick={() => void end(() => send('DELETE', itemPath(API.session, session.id)), 'Sessione terminata')}
            >
              Termina
            </button>
          )
        }
      >
        {(session) => (
          <>
            <h3>{browserName(session.userAgent)}</h3>
            <p>
              {session.address ?? 'Indirizzo sconosciuto'}
              {session.lastSeen && ` · ultima attività ${formatDateTime(session.lastSeen)}`}
            </p>
          </>
        )}
      </AdminList>
      {others > 0 && (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void end(() => send('DELETE', API.sessions), 'Altre sessioni terminate')}
        >
          Termina tutte le altre sessioni
        </button>
      )}
    </section>
  );
}
