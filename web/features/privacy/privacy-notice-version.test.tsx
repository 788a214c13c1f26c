import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_UPDATED, PRIVACY_NOTICE_VERSION, privacyNoticeVersion } from '../../../core/privacy-notice';
import { PrivacyPage } from './PrivacyPage';

/** The notice's words as a visitor reads them. */
function noticeText(): string {
  const { container } = render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );
  return container.querySelector('article')?.textContent ?? '';
}

describe('the privacy notice version the consents record', () => {
  it('is derived from the text of /privacy: a change of the text needs a new version', () => {
    const text = noticeText();
    expect(text).toContain(`Ultimo aggiornamento: ${PRIVACY_NOTICE_UPDATED}`);
    // When this fails, the notice changed: set PRIVACY_NOTICE_VERSION in core/privacy-notice.ts to the value received
    // (and PRIVACY_NOTICE_UPDATED to the month of the change), so new consents name the text they were given for.
    expect(privacyNoticeVersion(text)).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('changes with one word of the text, and not with line breaks', () => {
    const text = noticeText();
    expect(privacyNoticeVersion(text.replace('newsletter', 'lettera'))).not.toBe(privacyNoticeVersion(text));
    expect(privacyNoticeVersion(text.replace(/ /g, '\n  '))).toBe(privacyNoticeVersion(text));
    expect(privacyNoticeVersion(text, 'Marzo 2026')).toMatch(/^informativa-2026-03-[0-9a-f]{8}$/);
  });
});
