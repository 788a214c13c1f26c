/**
 * The local mail catcher `npm start` and `npm run preview` run beside the site: an SMTP server (smtp-server, by
 * nodemailer's authors) that keeps every mail in memory instead of delivering it, and a small inbox page to read
 * them, so a newcomer sees every mail the site sends. Offline, nothing to download. It takes ports 1025 (SMTP) and
 * 1080 (inbox) when free, else any free ones. `/mails.json` gives the mails to scripts and browser tests.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { parseEnv } from 'node:util';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

export interface MailCatcher {
  /** What SMTP_URL must be for the site to send here. */
  smtpUrl: string;
  inboxUrl: string;
  /** The mails caught, oldest first: the last 500. */
  mails: CaughtMail[];
  /** How many mails were caught since it started. */
  received(): number;
  stop(): Promise<void>;
}

/** Mails kept: the oldest go first, so a long session or a benchmark never fills the memory. */
const KEPT = 500;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((item) => item.text).join(', ');

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text with its URLs made links, for reading the text part. */
const linkify = (text: string) =>
  escapeHtml(text).replace(
    /https?:\/\/[^\s<>"]+/g,
    (url) => `<a href="${url}" target="_blank" rel="noopener">${url}</a>`,
  );

function toCaught(id: number, parsed: ParsedMail): CaughtMail {
  const header = (name: string) => {
    const line = parsed.headerLines.find((candidate) => candidate.key === name);
    return line
      ? line.line
          .slice(line.line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim()
      : '';
  };
  return {
    id,
    receivedAt: new Date().toISOString(),
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
  };
}

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1f24}
a{color:#0b3d91}table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #c9d1dc}
pre{white-space:pre-wrap;background:#f3f5f9;padding:1rem}iframe{width:100%;height:40rem;border:1px solid #c9d1dc}
dt{font-weight:bold}dd{margin:0 0 .5rem}`;

const page = (title: string, body: string, refresh = false) => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;

function inboxPage(mails: readonly CaughtMail[]): string {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) =>
        `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('it-IT'))}</td><td>${escapeHtml(mail.to)}</td>` +
        `<td><a href="/mail/${mail.id}">${escapeHtml(mail.subject || '(senza oggetto)')}</a></td></tr>`,
    )
    .join('');
  const list = rows
    ? `<table><thead><tr><th>Ricevuta</th><th>A</th><th>Oggetto</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>Nessuna email ancora: quelle che il sito invia arrivano qui.</p>';
  return page(
    'Posta in arrivo (locale)',
    `<h1>Posta in arrivo (locale)</h1><p>Le email del sito in sviluppo: nessuna lascia questo computer. La pagina si aggiorna da sola.</p>${list}`,
    true,
  );
}

function mailPage(mail: CaughtMail): string {
  const field = (label: string, value: string) => (value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : '');
  return page(
    mail.subject,
    `<p><a href="/">← Posta in arrivo</a></p><h1>${escapeHtml(mail.subject)}</h1><dl>${field('Da', mail.from)}${field('A', mail.to)}` +
      `${field('Rispondi a', mail.replyTo)}${field('List-Unsubscribe', mail.listUnsubscribe)}` +
      `${field('List-Unsubscribe-Post', mail.listUnsubscribePost)}</dl>` +
      `<h2>HTML</h2><iframe title="Versione HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/mail/${mail.id}/html"></iframe>` +
      `<h2>Testo</h2><pre>${linkify(mail.text)}</pre>`,
  );
}

function serveInbox(mails: CaughtMail[]) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store', ...headers });
      res.end(body);
    };
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const match = /^\/mail\/(\d+)(\/html)?$/.exec(path);
    const mail = match && mails.find((candidate) => candidate.id === Number(match[1]));
    if (path === '/') return send(200, 'text/html', inboxPage(mails));
    if (path === '/mails.json') return send(200, 'application/json', JSON.stringify(mails));
    if (mail && match[2]) {
      // The mail's own HTML, inert: no script, nothing fetched, its links open in a new tab.
      const html = mail.html.replace(/<head>/i, '<head><base target="_blank">');
      return send(200, 'text/html', html, {
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    if (mail) return send(200, 'text/html', mailPage(mail));
    return send(404, 'text/plain', 'Non trovato');
  };
}

/**
 * Listens on `preferred` when free, else on any free port; resolves to the port taken. `errors` is where the server
 * reports them (smtp-server passes its socket's errors on to itself).
 */
function listen(
  server: Server | SMTPServer['server'],
  preferred: number,
  errors: EventEmitter = server,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') return reject(error);
      server.listen(0, '127.0.0.1');
    };
    errors.on('error', onError);
    server.once('listening', () => {
      errors.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
    server.listen(preferred, '127.0.0.1');
  });
}

export async function startMailCatcher({ smtpPort = 1025, webPort = 1080 } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    // Any user and password: the site sends with the credentials of its SMTP_URL, as it would to a provider.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData: (stream, _session, callback) => {
      simpleParser(stream).then((parsed) => {
        mails.push(toCaught(nextId++, parsed));
        if (mails.length > KEPT) mails.shift();
        callback();
      }, callback);
    },
  });
  const web = createServer(serveInbox(mails));
  const smtpTaken = await listen(smtp.server, smtpPort, smtp);
  const webTaken = await listen(web, webPort);
  smtp.on('error', (error) => console.error(`Mail catcher: ${error.message}`));
  return {
    smtpUrl: `smtp://locale:locale@127.0.0.1:${smtpTaken}`,
    inboxUrl: `http://localhost:${webTaken}`,
    mails,
    received: () => nextId - 1,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}

/** SMTP_URL as the site will read it: from the environment, else from .env (which `netlify dev` also reads). */
function configuredSmtpUrl(): string | undefined {
  if (process.env.SMTP_URL?.trim()) return process.env.SMTP_URL.trim();
  try {
    return parseEnv(readFileSync('.env', 'utf8')).SMTP_URL?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mail for a local run: the catcher, unless SMTP_URL names a server of your own (then mail really leaves). Prints
 * where the mail goes and returns the SMTP_URL to give the site, with a way to stop the catcher.
 */
export async function startLocalMail(): Promise<{ smtpUrl: string; stop: () => Promise<void> }> {
  const configured = configuredSmtpUrl();
  if (configured) {
    const host = URL.canParse(configured) ? new URL(configured).host : 'SMTP_URL';
    console.log(`Mail: sent for real through ${host} (SMTP_URL). Unset it to catch every mail locally.`);
    return { smtpUrl: configured, stop: async () => {} };
  }
  const catcher = await startMailCatcher();
  console.log(
    `Mail: every mail the site sends lands in the local inbox at ${catcher.inboxUrl} ` +
      `(SMTP ${catcher.smtpUrl.replace(/^.*@/, '')}); none leaves this computer.`,
  );
  return { smtpUrl: catcher.smtpUrl, stop: catcher.stop };
}
