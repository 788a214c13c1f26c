/**
 * How a rendered page starts its JavaScript: after its first paint (docs/decisions/0032). Its HTML already shows
 * the whole page, so the app's code (React and the router, 80 kB compressed in the entry alone) need not share the
 * bandwidth of the first paint with the HTML, the inlined CSS, the font and the first image: a small inline script
 * waits for the first frame, then adds the entry's script and the page's module preloads, which the build names in
 * two meta tags. A page shown hidden (a background tab) has no frame to wait for and starts at once.
 *
 * The text is fixed, the same in every page: the Content-Security-Policy allows exactly it, by its SHA-256
 * (core/security-headers.ts), and no other inline script.
 */

import { COOKIE_CHOICE_LASTS_SECONDS, LOCAL_STORAGE_KEYS } from './browser-storage';
import { FIRST_MODULES_META, SOON_MODULES_META } from './page-module-metas';

/** The inline script's text, word for word: its hash is in the CSP. ES2020, as the build's target. */
export const AFTER_FIRST_PAINT_SCRIPT = [
  // A lasting cookie choice hides the banner before the first paint: it never shows, and the browser's first read
  // of localStorage (opening the site's storage, some milliseconds) falls before that paint instead of inside the
  // hydration, where it made a long task (docs/decisions/0047). The app reads the same keys (web/lib/cookie-choice.ts).
  `try {`,
  `  const choice = localStorage.getItem('${LOCAL_STORAGE_KEYS.cookieConsent.name}');`,
  `  const madeAt = Number(localStorage.getItem('${LOCAL_STORAGE_KEYS.cookieConsentDate.name}'));`,
  `  if ((choice === 'accepted' || choice === 'rejected') && (!madeAt || Date.now() - madeAt < ${COOKIE_CHOICE_LASTS_SECONDS * 1000})) {`,
  `    document.querySelector('.cookie-banner')?.setAttribute('hidden', '');`,
  `  }`,
  `} catch {}`,
  `const names = (name) => document.querySelector('meta[name="' + name + '"]')?.content.split(' ').filter(Boolean) ?? [];`,
  `const preload = (href, low) => {`,
  `  const link = document.createElement('link');`,
  `  link.rel = 'modulepreload';`,
  `  link.crossOrigin = '';`,
  `  if (low) link.setAttribute('fetchpriority', 'low');`,
  `  link.setAttribute('href', href);`,
  `  document.head.append(link);`,
  `};`,
  `const start = () => {`,
  `  const [entry, ...own] = names('${FIRST_MODULES_META}');`,
  `  if (!entry) return;`,
  `  const script = document.createElement('script');`,
  `  script.type = 'module';`,
  `  script.crossOrigin = '';`,
  `  script.src = entry;`,
  `  document.head.append(script);`,
  // The preloads come after the script: the script element streams and compiles the entry off the main thread,
  // where a preload link ahead of it would fetch it in its place and compile it on the main thread. Behind it, the
  // entry's link fetches nothing more: it is there for Vite's loader, which adds a preload for each import a later
  // chunk makes that the page does not already link. Each link starts a request, which costs the main thread 0.2
  // to 0.6 ms here, four times that on a slow phone: a few links per task, so that starting 18 requests is never
  // one long task (docs/decisions/0032).
  `  const links = [entry, ...own].map((href) => [href, false]);`,
  `  for (const href of names('${SOON_MODULES_META}')) links.push([href, true]);`,
  `  for (let i = 0; i < links.length; i += 4) {`,
  `    setTimeout(() => links.slice(i, i + 4).forEach(([href, low]) => preload(href, low)));`,
  `  }`,
  `};`,
  // A timer set in the frame's callback runs once that frame is painted.
  `if (document.visibilityState === 'hidden') start();`,
  `else requestAnimationFrame(() => setTimeout(start));`,
].join('\n');

/** The script's CSP source: `'sha256-'` and its SHA-256 in base64 (core/after-first-paint.test.ts checks it). */
export const AFTER_FIRST_PAINT_SCRIPT_HASH = "'sha256-94SzDaiE7La8fpZjMOzwJpRiEN+NUkMIOoxOubQcT0E='";
