import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb, type Db } from './client';
import { actingAs, recordAudit, type AuditActor } from './queries/audit-log.queries';
import { consentsOf } from './queries/consents.queries';
import { queueNewsletterIssue, subscribeToNewsletter } from './queries/newsletter-subscriptions.queries';
import {
  abandonedUploads,
  completeUpload,
  deleteUpload,
  findUpload,
  insertUpload,
  knownUploadIds,
  recordPart,
} from './queries/material-uploads.queries';
import { countPersonalDataOf, erasePersonalData } from './queries/personal-data.queries';
import {
  acceptStep,
  confirmEnrolment,
  disableTwoFactor,
  setTwoFactorRequired,
  startEnrolment,
  twoFactorOf,
  twoFactorRequired,
  useRecoveryCode,
} from './queries/two-factor.queries';
import { changeAccount, deleteAccount, upsertUser } from './queries/users.queries';
import { insertVisitedCity, listVisitedCities } from './queries/visited-cities.queries';
import { useNeonHttpDb } from '../test/server/neon-http-db';
import { useTestDatabase } from '../test/server/test-database';

/*
 * The admin's queries through the production driver (Neon over HTTP), checked against what pg reads: the activity
 * log's acting-as transaction, the owners' lock, the second factor, the uploads and the consents. A query that works
 * only over pg (a parameter the HTTP driver sends otherwise, a transaction's results read by position) fails here.
 */

const database = useTestDatabase();
const { db: overHttp, served } = useNeonHttpDb();
const overWire = () => getDb();

let owners: AuditActor[];

beforeEach(async () => {
  owners = [];
  for (const username of ['anna', 'bruno']) {
    const { user } = await upsertUser(overWire(), username, '$2b$12$abcdefghijklmnopqrstuv');
    owners.push({ id: user.id, username, address: '203.0.113.0/24' });
  }
});

/** The log as pg reads it, oldest first, without its ids and times. */
const logRows = () =>
  database.query(
    `SELECT actor_username AS "actorUsername", address, action, subject, details FROM audit_log ORDER BY id`,
  );

/** Runs `work` over HTTP and checks that it went there. */
async function overHttpOnly<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const before = served();
  const result = await work(overHttp());
  expect(served()).toBeGreaterThan(before);
  return result;
}

describe('the admin queries over Neon HTTP', () => {
  it("logs a change and a recorded action under the transaction's actor, and answers the statement's rows", async () => {
    const asAnna = actingAs(overHttp(), owners[0]);
    const city = await overHttpOnly(() =>
      insertVisitedCity(asAnna, { cityName: 'Asolo', visitDate: '2025-11-02', description: null, pinX: 1, pinY: 2 }),
    );
    expect(await listVisitedCities(overWire())).toEqual([city]);
    await recordAudit(asAnna, 'export', 'messaggi-contatti', { rows: 3 });
    expect(await logRows()).toEqual([
      expect.objectContaining({ actorUsername: 'anna', action: 'create', subject: `visited_cities:${city.id}` }),
      {
        actorUsername: 'anna',
        address: '203.0.113.0/24',
        action: 'export',
        subject: 'messaggi-contatti',
        details: { rows: 3 },
      },
    ]);
  });

  it("changes and deletes accounts under the owners' lock, and refuses to remove the last owner", async () => {
    const asAnna = actingAs(overHttp(), owners[0]);
    const changed = await overHttpOnly(() => changeAccount(asAnna, owners[1].id!, { role: 'editor' }));
    expect(changed).toEqual({ account: expect.objectContaining({ username: 'bruno', role: 'editor' }) });
    expect(await changeAccount(actingAs(overHttp(), owners[1]), owners[0].id!, { disabled: true })).toEqual({
      refused: 'last-owner',
    });
    expect(await deleteAccount(actingAs(overHttp(), owners[1]), owners[0].id!)).toBe('last-owner');
    expect(await deleteAccount(asAnna, owners[1].id!)).toBe('deleted');
    expect(await deleteAccount(asAnna, randomUUID())).toBe('not-found');
    expect(await database.count('users')).toBe(1);
  });

  it('queues a newsletter with its row in the activity log', async () => {
    await subscribeToNewsletter(
      overWire(),
      { email: 'n@example.it', name: null, privacyAccepted: 1 },
      {
        tokenHash: 'h',
        nonce: 'n',
      },
      '/',
    );
    await database.query(`UPDATE newsletter_subscriptions SET confirmed_at = now()`);
    const queued = await overHttpOnly((db) =>
      queueNewsletterIssue(actingAs(db, owners[0]), { subject: 'Novità', text: 'Le tappe di dicembre.' }),
    );
    expect(queued).toEqual({ queued: 1 });
    expect(await logRows()).toEqual([
      expect.objectContaining({ actorUsername: 'anna', action: 'newsletter', details: { recipients: 1 } }),
    ]);
  });

  it('enrols, checks and turns off a second factor: its secret, its time steps and its recovery codes', async () => {
    const id = owners[0].id!;
    await overHttpOnly((db) => startEnrolment(db, id, 'SEGRETO'));
    expect(await twoFactorOf(overHttp(), id)).toEqual({ secret: null, pending: 'SEGRETO', lastStep: null });
    expect(await confirmEnrolment(overHttp(), id, 58_000_000, ['hash-1', 'hash-2'], 'sessione-corrente')).toBe(true);
    expect(await confirmEnrolment(overHttp(), id, 58_000_000, ['hash-3'], 'sessione-corrente')).toBe(false);
    const enrolled = await twoFactorOf(overWire(), id);
    expect(enrolled).toEqual({ secret: 'SEGRETO', pending: null, lastStep: '58000000' });
    expect(await twoFactorOf(overHttp(), id)).toEqual(enrolled);

    expect(await acceptStep(overHttp(), id, 58_000_000)).toBe(false);
    expect(await acceptStep(overHttp(), id, 58_000_001)).toBe(true);
    expect(await useRecoveryCode(overHttp(), id, 'hash-2')).toBe(true);
    expect(await useRecoveryCode(overHttp(), id, 'hash-2')).toBe(false);
    expect(await useRecoveryCode(overHttp(), id, 'hash-3')).toBe(false);

    expect(await twoFactorRequired(overHttp())).toBe(false);
    await setTwoFactorRequired(overHttp(), true);
    expect(await twoFactorRequired(overHttp())).toBe(true);
    expect(await twoFactorRequired(overWire())).toBe(true);

    await disableTwoFactor(overHttp(), id);
    expect(await twoFactorOf(overHttp(), id)).toEqual({ secret: null, pending: null, lastStep: null });
    expect(await database.count('recovery_codes')).toBe(0);
  });

  it('follows an upload from its first part to its deletion', async () => {
    const id = randomUUID();
    const upload = { id, name: 'volantino.pdf', size: 2500, partBytes: 1000, createdBy: owners[0].id };
    const created = await overHttpOnly((db) => insertUpload(db, upload));
    expect(created).toEqual({
      id,
      name: 'volantino.pdf',
      size: 2500,
      partBytes: 1000,
      parts: 3,
      partsReceived: 0,
      contentType: null,
      fileType: null,
      completed: false,
    });
    expect(await findUpload(overWire(), id)).toEqual(created);
    const detected = { contentType: 'application/pdf', fileType: 'pdf', name: 'volantino.pdf' } as const;
    expect(await recordPart(overHttp(), id, 0, detected)).toBe(true);
    expect(await recordPart(overHttp(), id, 2)).toBe(false);
    expect(await completeUpload(overHttp(), id)).toBeUndefined();
    for (const part of [1, 2]) expect(await recordPart(overHttp(), id, part)).toBe(true);
    const completed = await completeUpload(overHttp(), id);
    expect(completed).toMatchObject({ partsReceived: 3, contentType: 'application/pdf', completed: true });
    expect(await findUpload(overHttp(), id)).toEqual(await findUpload(overWire(), id));

    const aDayLater = new Date(Date.now() + 25 * 3600_000);
    expect(await abandonedUploads(overHttp(), aDayLater)).toEqual([{ id }]);
    expect(await abandonedUploads(overHttp(), new Date())).toEqual([]);
    expect(await knownUploadIds(overHttp(), [id, randomUUID()])).toEqual(new Set([id]));
    expect(await deleteUpload(overHttp(), id)).toBe(true);
    expect(await findUpload(overWire(), id)).toBeUndefined();
  });

  it('records a consent with its sign-up, shows it as pg does, and erases it with the address', async () => {
    const ids = await overHttpOnly((db) =>
      subscribeToNewsletter(
        db,
        { email: 'Lia@example.it', name: 'Lia', privacyAccepted: 1 },
        {
          tokenHash: 'h',
          nonce: 'n',
        },
        '/tappe',
      ),
    );
    expect(ids).toHaveLength(1);
    const consents = await consentsOf(overHttp(), 'lia@EXAMPLE.it');
    expect(consents).toEqual([
      expect.objectContaining({ email: 'Lia@example.it', purpose: 'newsletter', sourcePage: '/tappe' }),
    ]);
    expect(consents).toEqual(await consentsOf(overWire(), 'lia@example.it'));
    expect(await countPersonalDataOf(overHttp(), 'lia@example.it')).toEqual(
      await countPersonalDataOf(overWire(), 'lia@example.it'),
    );
    expect(await erasePersonalData(overHttp(), 'LIA@example.it')).toMatchObject({
      newsletterSubscriptions: 1,
      consents: 1,
    });
    expect(await consentsOf(overWire(), 'lia@example.it')).toEqual([]);
  });
});
