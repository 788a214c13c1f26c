import { describe, expect, it } from 'vitest';
import { METRICS_POLICY } from './policy';
import { conversionOrigin, visitCampaign, visitSource } from './visit-source';

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

describe('the campaign a visit or a conversion is counted under', () => {
  it.each([
    ['post-del-12', 'post-del-12'],
    ['  Post del 12  ', 'post-del-12'],
    ['Comizio_ESTE.2025', 'comizio_este.2025'],
    ['Perché Venturini', 'perche-venturini'],
    ['a+b~c', 'a+b~c'],
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['<script>', ''],
    ['post/12', ''],
    ['日本', ''],
    ['x'.repeat(METRICS_POLICY.campaignChars), 'x'.repeat(METRICS_POLICY.campaignChars)],
    ['x'.repeat(METRICS_POLICY.campaignChars + 1), ''],
  ])('keeps utm_campaign %j as %j', (raw, kept) => {
    expect(visitCampaign(raw)).toBe(kept);
  });

  it("reads a form's attribution and page as the conversion's origin", () => {
    expect(conversionOrigin({ utm_source: 'fb', utm_campaign: 'Volantino Este' }, '/tappe/7')).toEqual({
      page: '/tappe/7',
      source: 'facebook',
      campaign: 'volantino-este',
    });
    expect(conversionOrigin({ ref: 'K7M2QX9P' }, null)).toEqual({
      page: 'sconosciuta',
      source: 'condivisione',
      campaign: '',
    });
  });
});
