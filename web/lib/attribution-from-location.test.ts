import { afterEach, describe, expect, it } from 'vitest';
import { attributionFromLocation } from './attribution-from-location';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('attributionFromLocation', () => {
  it('reads the referral code and the campaign labels of the page address, and nothing else', () => {
    window.history.replaceState(
      null,
      '',
      '/volontari?ref=K7M2QX9P&utm_source=whatsapp&utm_medium=social&utm_campaign=porta+un+amico&fbclid=abc',
    );
    expect(attributionFromLocation()).toEqual({
      ref: 'K7M2QX9P',
      utm_source: 'whatsapp',
      utm_medium: 'social',
      utm_campaign: 'porta un amico',
    });
  });

  it('leaves out a malformed value, so a mangled link never costs the person the form', () => {
    window.history.replaceState(null, '', '/tappe/3?ref=K7M2QX9&utm_source=%3Cscript%3E&utm_medium=email');
    expect(attributionFromLocation()).toEqual({ utm_medium: 'email' });
  });

  it('gives nothing on a bare address, and keeps nothing in the browser', () => {
    window.history.replaceState(null, '', '/tappe/3?ref=K7M2QX9P');
    attributionFromLocation();
    window.history.replaceState(null, '', '/contatti');
    expect(attributionFromLocation()).toEqual({});
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it("takes the landing's tags when the visitor has moved on inside the app, and the address's own first", () => {
    const landing = { pathname: '/', search: '?utm_source=whatsapp&utm_campaign=comizio+este&ref=K7M2QX9P' };
    window.history.replaceState(null, '', '/tappe/3');
    expect(attributionFromLocation(landing)).toEqual({
      ref: 'K7M2QX9P',
      utm_source: 'whatsapp',
      utm_campaign: 'comizio este',
    });
    window.history.replaceState(null, '', '/tappe/3?utm_source=facebook');
    expect(attributionFromLocation(landing)).toEqual({ utm_source: 'facebook' });
  });
});
