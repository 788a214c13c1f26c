/**
 * Everything the site keeps in a browser: every cookie the functions set and every key the app stores, with its
 * name, lifetime, purpose and duration in the Italian of the cookie policy (/privacy), which prints this list. The
 * cookie writer (functions/_lib/cookies.ts) and the app's storage (web/lib/cookie-choice.ts) take their names and
 * lifetimes from here, and web/features/privacy/cookie-policy.test.tsx fails when code writes a cookie or a key any
 * other way: nothing can be kept in a browser without the policy saying so. The admin's cookies last as
 * core/policy.ts's ACCOUNT_POLICY says.
 */
import { ACCOUNT_POLICY, DAY_SECONDS, HOUR_SECONDS, MINUTE_SECONDS, spanInWords, type SpanUnit } from './policy';

/** A span of seconds in Italian, in its largest whole unit: "8 ore", "5 minuti", "1 anno", "183 giorni". */
export function italianSpan(seconds: number): string {
  const units: readonly [number, SpanUnit][] = [
    [365 * DAY_SECONDS, 'years'],
    [DAY_SECONDS, 'days'],
    [HOUR_SECONDS, 'hours'],
    [MINUTE_SECONDS, 'minutes'],
    [1, 'seconds'],
  ];
  const [size, unit] = units.find(([length]) => seconds % length === 0)!;
  return spanInWords(seconds / size, unit, { numeral: true });
}

interface StoredItem {
  readonly name: string;
  /** What it is for, in the policy's Italian. */
  readonly purpose: string;
  /** How long it lasts, in the policy's Italian. */
  readonly duration: string;
}

/** A cookie of the admin area: HttpOnly, SameSite=Strict, Secure over HTTPS. */
export interface StoredCookie extends StoredItem {
  readonly kind: 'cookie';
  /** Its Max-Age. */
  readonly maxAgeSeconds: number;
  /** The only path it is sent to. */
  readonly path: '/' | '/api/login';
  /**
   * Named `__Host-` + name over HTTPS: the browser then refuses it unless Secure, host-only and Path=/, so a
   * sibling subdomain cannot plant it. Plain http (local runs) cannot use the prefix.
   */
  readonly hostPrefixed: boolean;
}

/** A key of the browser's local storage, which stays until the visitor clears it. */
export interface StoredKey extends StoredItem {
  readonly kind: 'localStorage';
}

const SESSION_SECONDS = ACCOUNT_POLICY.sessionHours * HOUR_SECONDS;
const PENDING_LOGIN_SECONDS = ACCOUNT_POLICY.secondFactorWaitMinutes * MINUTE_SECONDS;
const DEVICE_SECONDS = ACCOUNT_POLICY.knownDeviceDays * DAY_SECONDS;
/** How long a cookie choice counts: six months, the shortest wait before asking again the Garante allows. */
export const COOKIE_CHOICE_LASTS_SECONDS = 183 * DAY_SECONDS;

export const COOKIES = {
  adminSession: {
    kind: 'cookie',
    name: 'admin_session',
    maxAgeSeconds: SESSION_SECONDS,
    path: '/',
    hostPrefixed: true,
    purpose:
      "tiene autenticato un amministratore nell'area riservata (sul sito in HTTPS si chiama __Host-admin_session)",
    duration: `${italianSpan(SESSION_SECONDS)}, o fino all'uscita dall'area riservata`,
  },
  adminLoginSecondFactor: {
    kind: 'cookie',
    name: 'admin_login_2fa',
    maxAgeSeconds: PENDING_LOGIN_SECONDS,
    path: '/api/login',
    hostPrefixed: false,
    purpose:
      'ricorda, durante il solo accesso di un amministratore con la verifica in due passaggi, che la password ' +
      "inserita era giusta, in attesa del codice; da solo non apre l'area riservata",
    duration: `${italianSpan(PENDING_LOGIN_SECONDS)}, o fino all'inserimento del codice`,
  },
  adminDevice: {
    kind: 'cookie',
    name: 'admin_device',
    maxAgeSeconds: DEVICE_SECONDS,
    path: '/api/login',
    hostPrefixed: false,
    purpose:
      "ricorda che da questo browser un amministratore ha già effettuato l'accesso, perché i tentativi sbagliati " +
      "fatti da altri non gli blocchino l'accesso; da solo non apre l'area riservata",
    duration: italianSpan(DEVICE_SECONDS),
  },
} as const satisfies Record<string, StoredCookie>;

const CHOICE_DURATION =
  `resta nel tuo browser finché non ne cancelli la memoria locale; dopo ${italianSpan(COOKIE_CHOICE_LASTS_SECONDS)} la scelta ` +
  'scade e te la chiediamo di nuovo';

export const LOCAL_STORAGE_KEYS = {
  cookieConsent: {
    kind: 'localStorage',
    name: 'cookie-consent',
    purpose:
      'la tua scelta sul banner dei cookie (accepted se accetti, rejected se rifiuti o chiudi il banner con la «X»), ' +
      'per non chiederti di nuovo la stessa cosa a ogni visita',
    duration: CHOICE_DURATION,
  },
  cookieConsentDate: {
    kind: 'localStorage',
    name: 'cookie-consent-date',
    purpose: 'il giorno in cui hai fatto quella scelta, per sapere quando chiedertela di nuovo',
    duration: CHOICE_DURATION,
  },
} as const satisfies Record<string, StoredKey>;

/** The whole list, in the order the cookie policy prints it. */
export const BROWSER_STORAGE: readonly (StoredCookie | StoredKey)[] = [
  ...Object.values(COOKIES),
  ...Object.values(LOCAL_STORAGE_KEYS),
];
