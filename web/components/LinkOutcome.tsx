import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PAGE_ROUTES } from '../../core/page-routes';
import { ApiError } from '../lib/api';
import './LinkOutcome.css';

/** What a mail's link did, as its page says it: a heading, a sentence, and what the visitor can do next. */
export interface Outcome {
  heading: string;
  message: string;
  /** Whether the outcome is the answer (focus goes to it) rather than the page's first state. */
  final: boolean;
}

/** The token of the mail's link (`?t=`): the build renders the page without one, the browser reads it. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('t') ?? '';
}

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isBuild = () => false;

/**
 * False while the build renders and hydration runs, true after: what depends on the link's token (a link cut short
 * has none) is told only then, so hydration finds the page the build rendered.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribeToNothing, isBrowser, isBuild);

/**
 * What a mail's link names (a booking, a request), read by `read` — a GET that changes nothing — once the page has
 * the link's token; nothing is asked without one. `value` is null until it answers, `error` what it failed with.
 * `read` must be the same function at every render (a module's own).
 */
export function useLinkRead<T>(
  token: string,
  read: (token: string) => Promise<T>,
): { value: T | null; error: unknown } {
  const [state, setState] = useState<{ value: T | null; error: unknown }>({ value: null, error: null });
  useEffect(() => {
    if (!token) return;
    let current = true;
    read(token).then(
      (value) => current && setState({ value, error: null }),
      (error: unknown) => current && setState({ value: null, error }),
    );
    return () => {
      current = false;
    };
  }, [token, read]);
  return state;
}

/**
 * The page a mail's link opens (the newsletter's confirmation and unsubscribe, a booking's cancel link): its heading
 * and sentence, which change once the API has answered (the keyboard and screen readers are taken to the answer),
 * then `children` (a button) and a way home.
 */
export function LinkOutcome({ outcome, children }: { outcome: Outcome; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the answer, before the browser paints it: the focus never lags behind the heading.
  useLayoutEffect(() => {
    if (outcome.final) heading.current?.focus();
  }, [outcome]);
  return (
    <article className="link-outcome page container">
      <h1 ref={heading} tabIndex={-1} className="page-title">
        {outcome.heading}
      </h1>
      <p role="status" className="link-outcome__message">
        {outcome.message}
      </p>
      {!outcome.final && (
        <noscript>
          <p>Per continuare serve JavaScript: attivalo nel browser e riapri il link dell&apos;email.</p>
        </noscript>
      )}
      {children}
      <p>
        <Link to={PAGE_ROUTES.home.path} className="button button--secondary">
          Torna alla home
        </Link>
      </p>
    </article>
  );
}

/** The words of a page whose one button sends its mail's link (a confirmation): before, after, and each refusal. */
export interface LinkButtonWords {
  ask: Outcome;
  done: Outcome;
  failed: Outcome;
  /** Each refusal of the API by its status; the 404's also when the link has no token. */
  refusals: Readonly<Record<number, Outcome>> & { readonly 404: Outcome };
  button: string;
  sending: string;
}

/**
 * The page of a mail's link that asks, and acts only at the click of its button (`act`, a POST of the token): mail
 * scanners and link previews open the links of a mail, some running the page's script, and must change nothing.
 * A link without its token is told so once hydrated: the build renders the page without the link's token, and
 * hydration must find the page it built. `settled`, when the page learnt that the link had done its work already,
 * replaces the question; `children` follow the answer.
 */
export function LinkButtonPage({
  words,
  act,
  settled,
  children,
}: {
  words: LinkButtonWords;
  act: (token: string) => Promise<unknown>;
  settled?: Outcome;
  children?: ReactNode;
}) {
  const token = useLinkToken();
  const [answer, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const outcome = answer ?? settled ?? words.ask;
  const shown = hydrated && !token ? words.refusals[404] : outcome;

  const click = async () => {
    setSending(true);
    try {
      await act(token);
      setOutcome(words.done);
    } catch (error) {
      setOutcome((error instanceof ApiError && words.refusals[error.status]) || words.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <LinkOutcome outcome={shown}>
      {(shown === words.ask || shown === words.failed) && (
        <p>
          <button type="button" className="button" disabled={sending} onClick={() => void click()}>
            {sending ? words.sending : words.button}
          </button>
        </p>
      )}
      {children}
    </LinkOutcome>
  );
}
