import { describe, expect, it } from 'vitest';
import { CHECK_IN_POLICY } from '../../core/policy';
import { CHECK_IN_MESSAGES } from '../../core/schema/check-in.schema';
import { adminSession, call } from '../../test/server/function-calls';
import { checkIn, qrCodeOf } from '../../test/server/door-kit';
import { BOOKING, addStop, bookAndConfirm, mailsTo } from '../../test/server/rsvp-test-kit';
import { addShift, signUpAndConfirm, VOLUNTEER } from '../../test/server/shift-kit';
import { useTestSmtpServer } from '../../test/server/smtp-test-server';
import { useTestDatabase } from '../../test/server/test-database';
import adminCheckIns from './admin-check-ins';

const db = useTestDatabase();
const smtp = useTestSmtpServer();

const confirmationTo = (email: string) =>
  mailsTo(smtp().received, email).find((mail) => /confermat/i.test(mail.parsed.subject ?? ''))!;

describe('POST /api/admin/check-ins with a code', () => {
  it("checks in the booking of the confirmation's QR code once, then answers 409 saying who and when", async () => {
    const stop = await addStop();
    await bookAndConfirm(smtp().received, stop.id);
    const mail = confirmationTo(BOOKING.email);
    const code = qrCodeOf(mail);
    const [booking] = await db.query<{ check_in_code: string }>('SELECT check_in_code FROM rsvps');
    expect(code).toBe(booking.check_in_code);
    expect(mail.parsed.text).toContain(`\nCodice di ingresso: ${code}\n`);

    const door = await adminSession('inbox', 'segreteria');
    const first = await checkIn({ code: code.toLowerCase().replace(/^(....)/, '$1-') }, door);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: BOOKING.name,
      people: 2,
      walkIn: false,
      checkedInBy: 'segreteria',
      subject: { kind: 'stop', id: stop.id, title: stop.title, date: stop.eventDate, place: stop.location },
      message: `${BOOKING.name}, 2 persone: ${stop.title}.`,
    });

    const second = await checkIn({ code }, await adminSession());
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(
      /^Anna Bianchi è già registrato\/a: alle \d\d:\d\d del \d\d\/\d\d\/\d{4}, da segreteria \(2 persone\)\.$/,
    );
    expect(second.body.previous).toMatchObject({ name: BOOKING.name, checkedInBy: 'segreteria' });
    expect(await db.count('check_ins')).toBe(1);
    // The activity log says who checked whom in at which stop, naming nobody; the refusal wrote nothing.
    expect(await db.query('SELECT actor_username, action, subject, details FROM audit_log')).toEqual([
      {
        actor_username: 'segreteria',
        action: 'check-in',
        subject: `tour_events:${stop.id}`,
        details: { people: 2, walkIn: false },
      },
    ]);
  });

  it("checks in a shift's volunteer by the code of the sign-up's confirmation", async () => {
    const shift = await addShift();
    expect((await signUpAndConfirm(smtp().received, shift.id)).status).toBe(200);
    const res = await checkIn({ code: qrCodeOf(confirmationTo(VOLUNTEER.email)) }, await adminSession());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: VOLUNTEER.name,
      people: 1,
      subject: {
        kind: 'shift',
        id: shift.id,
        title: shift.title,
        time: '09:00–12:30',
        place: 'Piazza delle Erbe, Padova',
      },
    });
  });

  it('refuses a code of the wrong shape (400), an unknown one (404) and one in the waiting list (409), storing nothing', async () => {
    const stop = await addStop({ capacity: 1 });
    await bookAndConfirm(smtp().received, stop.id, { ...BOOKING, people: 1 });
    await bookAndConfirm(smtp().received, stop.id, { ...BOOKING, email: 'luca@example.it', people: 1 });
    const [waiting] = await db.query<{ check_in_code: string }>(
      `SELECT check_in_code FROM rsvps WHERE status = 'waiting'`,
    );
    const cookie = await adminSession();
    for (const code of ['0O1IL234', 'ABC', 42, '']) {
      expect(await checkIn({ code }, cookie)).toMatchObject({
        status: 400,
        body: { fields: { code: CHECK_IN_MESSAGES.code } },
      });
    }
    expect(await checkIn({ code: 'ZZZZZZZZ' }, cookie)).toMatchObject({
      status: 404,
      body: { error: CHECK_IN_MESSAGES.unknownCode },
    });
    expect(await checkIn({ code: waiting.check_in_code }, cookie)).toMatchObject({
      status: 409,
      body: { error: CHECK_IN_MESSAGES.waiting },
    });
    expect(await db.count('check_ins')).toBe(0);
  });

  it('answers 401 without a session and 403 to the editors, recording nothing', async () => {
    const stop = await addStop();
    await bookAndConfirm(smtp().received, stop.id);
    const [{ check_in_code: code }] = await db.query<{ check_in_code: string }>('SELECT check_in_code FROM rsvps');
    expect((await checkIn({ code })).status).toBe(401);
    expect(await checkIn({ code }, await adminSession('editor', 'redazione'))).toMatchObject({
      status: 403,
      body: { error: 'Il tuo ruolo non consente questa operazione' },
    });
    expect(await db.count('check_ins')).toBe(0);
  });

  it("stops guessing: past the account's wrong codes every code is refused in Italian, the right one too", async () => {
    const stop = await addStop();
    await bookAndConfirm(smtp().received, stop.id);
    const [{ check_in_code: code }] = await db.query<{ check_in_code: string }>('SELECT check_in_code FROM rsvps');
    const cookie = await adminSession('inbox', 'segreteria');
    const { max, windowSeconds } = CHECK_IN_POLICY.wrongCodes;
    for (let guess = 0; guess < max; guess++) {
      expect((await checkIn({ code: `ZZZZZZ${'23456789ABCDEFGHJKMNPQRSTUVWXY'[guess % 30]}Z` }, cookie)).status).toBe(
        404,
      );
    }
    const refused = await checkIn({ code }, cookie);
    expect(refused).toMatchObject({ status: 429, body: { error: CHECK_IN_MESSAGES.tooManyWrongCodes } });
    expect(refused.headers.get('Retry-After')).toBe(String(windowSeconds));
    expect(await db.count('check_ins')).toBe(0);
    // Another account at the same door is not held back by these guesses.
    expect((await checkIn({ code }, await adminSession())).status).toBe(201);
  });
});

describe('POST /api/admin/check-ins for a walk-in', () => {
  it('records a walk-in at a stop, keeping the email only with the consent, which it records', async () => {
    const stop = await addStop();
    const cookie = await adminSession('inbox', 'segreteria');
    const res = await checkIn(
      { tourEventId: stop.id, name: 'Pietro Neri', people: 3, email: 'pietro@example.it', privacyAccepted: 1 },
      cookie,
    );
    expect(res).toMatchObject({
      status: 201,
      body: { name: 'Pietro Neri', people: 3, walkIn: true, subject: { kind: 'stop', id: stop.id } },
    });
    expect(await checkIn({ tourEventId: stop.id, name: 'Gino', people: 1 }, cookie)).toMatchObject({ status: 201 });
    expect(await db.query('SELECT name, email, people, privacy_accepted FROM check_ins ORDER BY id')).toEqual([
      { name: 'Pietro Neri', email: 'pietro@example.it', people: 3, privacy_accepted: 1 },
      { name: 'Gino', email: null, people: 1, privacy_accepted: 0 },
    ]);
    expect(await db.query(`SELECT email, purpose, source_page FROM consents`)).toEqual([
      { email: 'pietro@example.it', purpose: 'walk-in', source_page: '/admin/ingresso' },
    ]);
    expect(await db.query(`SELECT action, subject, details FROM audit_log ORDER BY id`)).toEqual([
      { action: 'check-in', subject: `tour_events:${stop.id}`, details: { people: 3, walkIn: true } },
      { action: 'check-in', subject: `tour_events:${stop.id}`, details: { people: 1, walkIn: true } },
    ]);
  });

  it('records a walk-in at a shift', async () => {
    const shift = await addShift();
    expect(await checkIn({ shiftId: shift.id, name: 'Pietro Neri', people: 1 }, await adminSession())).toMatchObject({
      status: 201,
      body: { walkIn: true, subject: { kind: 'shift', id: shift.id } },
    });
  });

  it('refuses in Italian, storing nothing: an email without consent, no stop or both, an unknown stop, a code too', async () => {
    const stop = await addStop();
    const shift = await addShift();
    const cookie = await adminSession();
    const walkIn = { name: 'Pietro Neri', people: 2 };
    expect(await checkIn({ tourEventId: stop.id, ...walkIn, email: 'pietro@example.it' }, cookie)).toMatchObject({
      status: 400,
      body: { fields: { email: CHECK_IN_MESSAGES.emailWithoutConsent } },
    });
    expect(await checkIn(walkIn, cookie)).toMatchObject({
      status: 400,
      body: { fields: { tourEventId: CHECK_IN_MESSAGES.subject } },
    });
    expect(await checkIn({ tourEventId: stop.id, shiftId: shift.id, ...walkIn }, cookie)).toMatchObject({
      status: 400,
      body: { fields: { tourEventId: CHECK_IN_MESSAGES.subject } },
    });
    expect(await checkIn({ tourEventId: stop.id, name: 'P', people: 11 }, cookie)).toMatchObject({
      status: 400,
      body: { fields: { name: CHECK_IN_MESSAGES.name, people: CHECK_IN_MESSAGES.people } },
    });
    expect(await checkIn({ code: 'ZZZZZZZZ', tourEventId: stop.id, ...walkIn }, cookie)).toMatchObject({
      status: 400,
      body: { fields: { tourEventId: CHECK_IN_MESSAGES.both } },
    });
    expect(await checkIn({ tourEventId: 999_999, ...walkIn }, cookie)).toMatchObject({
      status: 404,
      body: { error: CHECK_IN_MESSAGES.unknownSubject },
    });
    expect(await db.count('check_ins')).toBe(0);
    expect(await db.count('consents')).toBe(0);
    expect(await db.count('audit_log')).toBe(0);
  });
});

describe('GET /api/admin/check-ins', () => {
  it("lists a stop's confirmed people by name with their codes and whether they came, for the search by name", async () => {
    const stop = await addStop();
    await bookAndConfirm(smtp().received, stop.id);
    await bookAndConfirm(smtp().received, stop.id, { ...BOOKING, name: 'Luca Verdi', email: 'luca@example.it' });
    const cookie = await adminSession('inbox', 'segreteria');
    const list = () =>
      call(adminCheckIns, '/api/admin/check-ins', {
        url: `http://localhost:8888/api/admin/check-ins?tourEventId=${stop.id}`,
        cookie,
      });
    const before = await list();
    expect(before.body).toMatchObject([
      { name: 'Anna Bianchi', people: 2, checkedInAt: null },
      { name: 'Luca Verdi', people: 2, checkedInAt: null },
    ]);
    await checkIn({ code: before.body[1].code }, cookie);
    expect((await list()).body[1].checkedInAt).not.toBeNull();
    const noSubject = await call(adminCheckIns, '/api/admin/check-ins', { cookie });
    expect(noSubject.status).toBe(400);
  });
});
