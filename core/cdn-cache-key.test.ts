import { describe, expect, it } from 'vitest';
import { cdnCacheKey, netlifyVary } from './cdn-cache-key';
import { withShareSource, type ShareChannel } from './share-source';

describe("the CDN's cache key, as Netlify documents it", () => {
  it('is the path and the whole query string when the answer names no Netlify-Vary', () => {
    expect(cdnCacheKey('/api/tour-events?fbclid=abc', null)).toBe('/api/tour-events?fbclid=abc');
    expect(cdnCacheKey('/api/tour-events?b=2&a=1', null)).toBe(cdnCacheKey('/api/tour-events?a=1&b=2', null));
    expect(cdnCacheKey('/api/tour-events', 'query')).toBe('/api/tour-events');
  });

  it('keeps only the varied parameters', () => {
    const vary = netlifyVary(['id']);
    expect(vary).toBe('query=id');
    expect(cdnCacheKey('/api/tour-events.ics?id=7&fbclid=x&utm_source=ig', vary)).toBe('/api/tour-events.ics?id=7');
    expect(cdnCacheKey('/api/tour-events.ics?id=8', vary)).not.toBe(cdnCacheKey('/api/tour-events.ics?id=7', vary));
    expect(cdnCacheKey('/api/tour-events.ics', vary)).toBe('/api/tour-events.ics');
  });

  it('shares one entry among every variant of a URL whose answer depends on no parameter', () => {
    const vary = netlifyVary([]);
    const keys = new Set(
      ['/tappe/7', '/tappe/7?fbclid=IwAR0abc', '/tappe/7?utm_source=facebook&utm_medium=social', '/tappe/7?x=1'].map(
        (url) => cdnCacheKey(url, vary),
      ),
    );
    expect([...keys]).toEqual(['/tappe/7']);
  });

  it("keeps a link the site hands out to share, tagged with its channel, as the bare page's one entry", () => {
    const channels: ShareChannel[] = ['native', 'whatsapp', 'facebook', 'copy', 'email'];
    const vary = netlifyVary([]);
    for (const channel of channels) {
      const shared = withShareSource('https://venturinipresidente.it/tappe/7', channel, 'rsvp-confirm');
      expect(new URL(shared).searchParams.get('utm_source')).toBeTruthy();
      expect(new URL(shared).searchParams.get('utm_medium')).toBeTruthy();
      expect(cdnCacheKey(shared, vary)).toBe('/tappe/7');
      expect(
        cdnCacheKey(
          withShareSource('https://venturinipresidente.it/api/tour-events.ics?id=7', channel),
          netlifyVary(['id']),
        ),
      ).toBe('/api/tour-events.ics?id=7');
    }
  });
});
