import { describe, expect, it } from 'vitest';
import { visitSource } from './visit-source';

describe('where a visit came from', () => {
  it.each([
    ['whatsapp', undefined, 'whatsapp'],
    ['WhatsApp', 'l.facebook.com', 'whatsapp'],
    ['fb', undefined, 'facebook'],
    ['ig', undefined, 'instagram'],
    ['newsletter', undefined, 'email'],
    ['condivisione', undefined, 'condivisione'],
    ['link', undefined, 'condivisione'],
    ['volantino-mercato', undefined, 'altro'],
  ])('reads utm_source %s (referrer %s) as %s', (utm, referrer, source) => {
    expect(visitSource(utm, referrer)).toBe(source);
  });

  it.each([
    ['l.facebook.com', 'facebook'],
    ['lm.facebook.com', 'facebook'],
    ['m.facebook.com', 'facebook'],
    ['l.instagram.com', 'instagram'],
    ['web.whatsapp.com', 'whatsapp'],
    ['t.co', 'x'],
    ['www.google.it', 'ricerca'],
    ['duckduckgo.com', 'ricerca'],
    ['mail.google.com', 'email'],
    ['example.org', 'altro'],
    ['notfacebook.com', 'altro'],
  ])('reads a referrer from %s as %s without utm', (referrer, source) => {
    expect(visitSource(undefined, referrer)).toBe(source);
  });

  it('reads a visit with neither as diretto', () => {
    expect(visitSource(undefined, undefined)).toBe('diretto');
    expect(visitSource('  ', '')).toBe('diretto');
  });
});
