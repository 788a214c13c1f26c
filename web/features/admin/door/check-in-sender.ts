import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import type { CheckInInput } from '../../../../core/schema/check-in.schema';
import { ApiError, send } from '../../../lib/api';
import { UnauthorizedContext } from '../admin-errors';

/** What the door shows after a check-in: welcome, already in, refused, or waiting for the signal. */
export interface DoorOutcome {
  tone: 'welcome' | 'already' | 'refused' | 'queued';
  title: string;
  detail?: string;
}

/** A check-in as the door sends it, with the words that name it while it waits. */
export interface PendingCheckIn {
  body: CheckInInput;
  label: string;
}

const NO_SIGNAL = 'Nessuna connessione';

/** A failure of the network itself (no answer at all), as against an answer that refuses. */
const isUnsent = (error: unknown) => !(error instanceof ApiError);

/** The answer of one check-in, as the door says it; undefined when it never reached the server. */
async function sendCheckIn({ body }: PendingCheckIn, onUnauthorized: () => void): Promise<DoorOutcome | undefined> {
  try {
    const reply = await send('POST', API.checkIns, body);
    return { tone: 'welcome', title: reply.walkIn ? 'Ingresso registrato' : 'Benvenuto/a!', detail: reply.message };
  } catch (error) {
    if (isUnsent(error)) return undefined;
    const failure = error as ApiError;
    if (failure.status === 401) onUnauthorized();
    const message = failure.serverMessage ?? 'Registrazione non riuscita: riprova.';
    const fields = failure.fields ? Object.values(failure.fields) : [];
    return failure.status === 409
      ? { tone: 'already', title: 'Già registrato', detail: message }
      : { tone: 'refused', title: 'Non registrato', detail: fields[0] ?? message };
  }
}

/**
 * The door's sending: each check-in goes at once; one made without signal waits in the page (in memory only: nothing
 * is written to the browser's storage) and all that wait are sent, in order, when the signal returns. The outcome
 * of the last one is what the door shows.
 */
export function useCheckInSender() {
  const onUnauthorized = useContext(UnauthorizedContext);
  const { mutate } = useSWRConfig();
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const [pending, setPending] = useState<readonly PendingCheckIn[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const queue = useRef<PendingCheckIn[]>([]);
  const flushing = useRef(false);

  const refreshLists = useCallback(
    () => mutate((key) => typeof key === 'string' && (key.startsWith(API.checkIns) || key === API.attendance)),
    [mutate],
  );

  const wait = useCallback((checkIn: PendingCheckIn) => {
    // A code held up to the camera again while it waits is the same check-in, kept once.
    const code = checkIn.body.code;
    if (code == null || !queue.current.some((waiting) => waiting.body.code === code)) {
      queue.current = [...queue.current, checkIn];
      setPending(queue.current);
    }
    setOutcome({
      tone: 'queued',
      title: 'In attesa di connessione',
      detail: `${checkIn.label}: sarà inviato appena torna il segnale.`,
    });
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      let sent = 0;
      const refused: string[] = [];
      while (queue.current.length > 0) {
        const [next] = queue.current;
        const result = await sendCheckIn(next, onUnauthorized);
        if (!result) break;
        queue.current = queue.current.slice(1);
        setPending(queue.current);
        sent++;
        if (result.tone !== 'welcome') refused.push(`${next.label}: ${result.detail ?? result.title}`);
      }
      if (sent > 0) {
        setOutcome({
          tone: refused.length > 0 ? 'already' : 'welcome',
          title: sent === 1 ? 'Inviata 1 registrazione in attesa' : `Inviate ${sent} registrazioni in attesa`,
          detail: refused.join('\n') || undefined,
        });
        void refreshLists();
      }
    } finally {
      flushing.current = false;
    }
  }, [onUnauthorized, refreshLists]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  /** Sends a check-in, or keeps it for the signal's return: whether it was sent and accepted. */
  const checkIn = useCallback(
    async (checkIn: PendingCheckIn): Promise<boolean> => {
      if (!navigator.onLine || queue.current.length > 0) {
        wait(checkIn);
        if (navigator.onLine) void flush();
        return false;
      }
      const result = await sendCheckIn(checkIn, onUnauthorized);
      if (!result) {
        setOnline(false);
        wait(checkIn);
        return false;
      }
      setOutcome(result);
      void refreshLists();
      return result.tone === 'welcome';
    },
    [flush, onUnauthorized, refreshLists, wait],
  );

  return { checkIn, outcome, pending, online, retry: flush, offlineLabel: NO_SIGNAL };
}
