import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../core/vote-phase-words';
import { votePhase } from '../../core/vote-calendar';
import { subscribeToVoteChanges } from './vote-changes';

/**
 * What a page without the app (core/pages.ts `withoutApp`) keeps true in the browser, where a hydrated page's
 * footer does it with React (SiteFooter): the visitor's year, and the footer's words of the vote in the phase of
 * the visitor's moment, not the build's, switched when the phase changes while the page is open.
 */

function writePhase(): void {
  const words = document.querySelector<HTMLElement>(`.site-footer__vote[${VOTE_PHASE_ATTRIBUTE}]`);
  const phase = votePhase(Date.now());
  // The first text of the line, before the election's date: the words as SiteFooter writes them.
  if (words?.firstChild && words.getAttribute(VOTE_PHASE_ATTRIBUTE)?.split('|')[0] !== phase) {
    words.firstChild.textContent = `${PHASE_WORDS[phase].footer} `;
    words.setAttribute(VOTE_PHASE_ATTRIBUTE, `${phase}|`);
  }
}

export function keepPageCurrent(): void {
  const year = document.querySelector('.site-footer__year');
  if (year) year.textContent = String(new Date().getFullYear());
  writePhase();
  subscribeToVoteChanges(writePhase);
}
