import type { Context } from '@netlify/functions';
import { createTransport } from 'nodemailer';
import { inElectoralSilence } from '../../../core/vote-calendar';
import type { Db } from '../../../db/client';
import { claimMail, markMailFailed, markMailSent, type ClaimedMail } from '../../../db/queries/outbox.queries';
import { describeError } from '../http';
import { mailSettings, type MailSettings } from '../../../server/mail-settings';
import { renderMail } from './mail-templates';

/** Mails claimed and sent together: at the slowest provider measured (bench/mail.ts) a batch takes a few seconds. */
export const BATCH_SIZE = 50;
/** A claim outlives any batch by far, so only a crashed sender's claim runs out and its mail is tried again. */
const LEASE_SECONDS = 120;
/** The scheduled sender claims no new batch after this: a batch started at the end still ends inside 30 s. */
export const SCHEDULED_BUDGET_MS = 15_000;
/** Sending at once after an action: the mail it queued, and no more than this, inside the request's own time. */
const IMMEDIATE_BUDGET_MS = 5_000;
/** Connections kept open to the SMTP server during a run. */
const SMTP_CONNECTIONS = 5;

export interface DeliveryOptions {
  /** Only these rows (the mail an action just queued); else every due row, batch after batch. */
  ids?: readonly number[];
  batchSize?: number;
  /** No new batch is claimed once this much time has passed. */
  budgetMs?: number;
  /** The instant the electoral silence is judged at (tests inject one). */
  clock?: () => number;
}

export interface DeliveryReport {
  /** False when SMTP_URL is unset: nothing was claimed, the mail waits. */
  configured: boolean;
  sent: number;
  failed: number;
  batches: number;
  largestBatchMs: number;
}

let reportedUnconfigured = false;

/** The error as the outbox keeps it: code, SMTP reply code and message with any address blanked. */
export function describeMailError(error: unknown): string {
  const { code, responseCode, message } = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const text = String(message ?? error).replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<indirizzo>');
  return [
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? responseCode : undefined,
    text,
  ]
    .filter((part) => part !== undefined)
    .join(' ')
    .slice(0, 300);
}

/** The server refused this mail for good (a 5xx to the recipient or the message): trying again cannot help. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

type Transport = ReturnType<typeof createTransport>;

async function sendOne(db: Db, transport: Transport, settings: MailSettings, mail: ClaimedMail): Promise<boolean> {
  try {
    const rendered = renderMail(mail.kind, mail.data, settings.siteUrl);
    await transport.sendMail({
      from: settings.from,
      to: mail.recipient,
      replyTo: mail.replyTo ?? undefined,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments: rendered.attachments,
      headers: rendered.listUnsubscribe
        ? { 'List-Unsubscribe': `<${rendered.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined,
    });
  } catch (error) {
    await markMailFailed(db, mail.id, describeMailError(error), isPermanent(error));
    return false;
  }
  // Marked one by one as each leaves: a sender stopped mid-batch leaves at most the mail in flight to send again.
  await markMailSent(db, mail.id);
  return true;
}

/**
 * Sends what the outbox holds: claims a batch (one UPDATE … RETURNING, so no other sender has it), sends it through
 * SMTP, marks each mail sent or failed, and claims the next batch until none is due or the budget is spent. During
 * the electoral silence campaign mail is not claimed. Without SMTP_URL it sends nothing and says so once.
 */
export async function deliverOutbox(db: Db, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { configured: false, sent: 0, failed: 0, batches: 0, largestBatchMs: 0 };
  const settings = mailSettings();
  if (!settings.smtpUrl) {
    if (!reportedUnconfigured) {
      const why = settings.problems.length > 0 ? settings.problems.join(' ') : 'SMTP_URL is not set.';
      console.warn(`Mail waits in the outbox: ${why}`);
    }
    reportedUnconfigured = true;
    return report;
  }
  report.configured = true;
  const clock = options.clock ?? Date.now;
  const started = performance.now();
  const transport = createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  });
  try {
    while (performance.now() - started < (options.budgetMs ?? SCHEDULED_BUDGET_MS)) {
      const batchStarted = performance.now();
      const batch = await claimMail(db, {
        limit: options.batchSize ?? BATCH_SIZE,
        leaseSeconds: LEASE_SECONDS,
        holdCampaign: inElectoralSilence(clock()),
        ids: options.ids,
      });
      if (batch.length === 0) break;
      const results = await Promise.all(batch.map((mail) => sendOne(db, transport, settings, mail)));
      report.batches++;
      report.sent += results.filter(Boolean).length;
      report.failed += results.filter((sent) => !sent).length;
      report.largestBatchMs = Math.max(report.largestBatchMs, performance.now() - batchStarted);
    }
  } finally {
    transport.close();
  }
  return report;
}

/**
 * Sends the mail an action just queued right after the answer is built, as best effort: Netlify keeps the
 * invocation alive for it (context.waitUntil). Whatever fails here is tried again by the scheduled sender.
 */
export function sendSoon(context: Context, db: Db, ids?: readonly number[]): void {
  if (ids?.length === 0) return;
  const work = deliverOutbox(db, { ids, budgetMs: IMMEDIATE_BUDGET_MS }).then(
    () => undefined,
    (error: unknown) => console.error(`Mail: sending at once failed: ${describeError(error)}`),
  );
  context.waitUntil?.(work);
}
