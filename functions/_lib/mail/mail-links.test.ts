import { describe, expect, it } from 'vitest';
import {
  readRsvpCancelToken,
  readRsvpStopMailsToken,
  readUnsubscribeToken,
  rsvpCancelToken,
  rsvpLinks,
  rsvpStopMailsToken,
  unsubscribeToken,
  volunteerLinks,
} from './mail-links';

describe('the unsubscribe and cancel tokens', () => {
  it('are signed for their own purpose: one is never the other', () => {
    expect(readRsvpCancelToken(rsvpCancelToken(42))).toBe(42);
    expect(readRsvpCancelToken(unsubscribeToken(42))).toBeNull();
    expect(readUnsubscribeToken(rsvpCancelToken(42))).toBeNull();
    expect(readRsvpStopMailsToken(rsvpStopMailsToken(42))).toBe(42);
    expect(readRsvpStopMailsToken(rsvpCancelToken(42))).toBeNull();
    expect(readRsvpCancelToken(rsvpStopMailsToken(42))).toBeNull();
  });

  it('name their row and cannot be forged or altered', () => {
    const token = unsubscribeToken(123456);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(token)).toBe(123456);
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect(readUnsubscribeToken(altered)).toBeNull();
    expect(readUnsubscribeToken('A'.repeat(43))).toBeNull();
    expect(readUnsubscribeToken('corto')).toBeNull();
  });
});

describe('the pages a mail links for its reader to visit or pass on', () => {
  it('carry their source, a mail, for the visit they bring to be counted with it', () => {
    const site = 'https://venturinipresidente.it';
    expect(rsvpLinks(site).stop(7)).toBe(`${site}/tappe/7?utm_source=email&utm_medium=email`);
    expect(volunteerLinks(site).page).toBe(`${site}/volontari?utm_source=email&utm_medium=email`);
  });
});
