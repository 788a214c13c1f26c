import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** A mail as the test SMTP server received it: the envelope, and the message parsed by mailparser. */
export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The message as it crossed the wire. */
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://user:password@127.0.0.1:port: the server asks for these credentials. */
  url: string;
  received: ReceivedMail[];
  /** Each message is answered this much later: concurrent senders then overlap for real. */
  delayMs: number;
  /** Recipients refused with 550, as a mailbox that does not exist. */
  rejected: Set<string>;
  stop(): Promise<void>;
}

const USER = 'prova';
const PASSWORD = 'segreta';

/** A real SMTP server (smtp-server, by nodemailer's authors) on a free local port, that keeps what it receives. */
async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { delayMs: 0, rejected: new Set<string>() };
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === USER && auth.password === PASSWORD
        ? callback(null, { user: USER })
        : callback(new Error('Invalid credentials')),
    onRcptTo: (address, _session, callback) => {
      if (!state.rejected.has(address.address)) return callback();
      const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      return callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed, raw });
          setTimeout(() => callback(), state.delayMs);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    rejected: state.rejected,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of the mail exactly as sent, unfolded (long headers are folded across lines on the wire). */
export function rawHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** An SMTP URL on a port nobody listens on: the mail server is down. */
export async function downSmtpUrl(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  return `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`;
}

/**
 * One test SMTP server for the test file, named in SMTP_URL for every test and emptied before each; SMTP_URL and
 * MAIL_FROM as they were afterwards.
 */
export function useTestSmtpServer(): () => TestSmtpServer {
  let server: TestSmtpServer | undefined;
  const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  beforeEach(() => {
    server!.received.length = 0;
    server!.delayMs = 0;
    server!.rejected.clear();
    process.env.SMTP_URL = server!.url;
    process.env.MAIL_FROM = 'Giulia Venturini Presidente <noreply@example.it>';
  });
  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  afterAll(() => server?.stop());
  return () => server!;
}
