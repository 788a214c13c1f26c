/**
 * The in-app browsers of Facebook, Messenger, Instagram and WhatsApp: a download link does nothing there, so
 * the result tells the visitor to press and hold the image instead.
 */
const IN_APP_BROWSER = /FBAN|FBAV|Instagram|WhatsApp/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSER.test(userAgent);
}
