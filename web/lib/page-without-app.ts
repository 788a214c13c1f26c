import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../core/vote-phase-words';
import { nextVoteChange, votePhase } from '../../core/vote-calendar';

/**
 * What a page without the app (core/pages.ts `withoutApp`) keeps true in the browser, where a hydrated page's
 * footer does it with React (SiteFooter): the visitor's year, and the footer's words of the vote in the phase of
 * the visitor's moment, not the build's, switched when the phase changes while the page is open.
 */

/** setTimeout takes at most about 24.8 days; a later change is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function writePhase(): void {
  const words = document.querySelector<HTMLElement>(`.site-footer__vote[${VOTE_PHASE_ATTRIBUTE}]`);
  const now = Date.now();
  const phase = votePhase(now);
  // The first text of the line, before the election's date: the words as SiteFooter writes them.
  if (words?.firstChild && words.getAttribute(VOTE_PHASE_ATTRIBUTE)?.split('|')[0] !== phase) {
    words.firstChild.textContent = `${PHASE_WORDS[phase].footer} `;
    words.setAttribute(VOTE_PHASE_ATTRIBUTE, `${phase}|`);
  }
  const next = nextVoteChange(now);
  if (next !== null) setTimeout(writePhase, Math.min(next - now + 1, MAX_TIMER_MS));
}

export function keepPageCurrent(): void {
  const year = document.querySelector('.site-footer__year');
  if (year) year.textContent = String(new Date().getFullYear());
  writePhase();
}
