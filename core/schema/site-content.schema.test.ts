import { describe, expect, it } from 'vitest';
import { isValidIban, siteContentSchema } from './site-content.schema';

describe('the campaign-law fields of the site content', () => {
  it('checks an IBAN by its ISO 13616 check digits, and stores it in groups of four', async () => {
    expect(isValidIban('IT60X0542811101000000123456')).toBe(true);
    expect(isValidIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isValidIban('IT61X0542811101000000123456')).toBe(false);
    expect(isValidIban('IT60X05428')).toBe(false);
    const cast = await siteContentSchema.validate({ contributionIban: ' it60x0542811101000000123456 ' });
    expect(cast.contributionIban).toBe('IT60 X054 2811 1010 0000 0123 456');
    await expect(siteContentSchema.validate({ contributionIban: 'IT00 1234' })).rejects.toThrow('IBAN non valido');
    expect((await siteContentSchema.validate({ contributionIban: '' })).contributionIban).toBeNull();
  });

  it('takes the spending report as a path on the site or an https address', async () => {
    for (const link of ['/documenti/rendiconto.pdf', 'https://example.it/rendiconto.pdf']) {
      expect((await siteContentSchema.validate({ spendingReportUrl: link })).spendingReportUrl).toBe(link);
    }
    await expect(siteContentSchema.validate({ spendingReportUrl: 'http://example.it/x.pdf' })).rejects.toThrow(
      'Indirizzo del documento non valido',
    );
    await expect(siteContentSchema.validate({ spendingReportUrl: 'javascript:alert(1)' })).rejects.toThrow(
      'Indirizzo del documento non valido',
    );
  });
});
