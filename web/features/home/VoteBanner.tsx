import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../core/dates';
import { defaultSiteContent } from '../../../core/site-content-defaults';
import { siteConfig } from '../../../core/site-config';
import { spokenHour, type VotePhase } from '../../../core/vote-calendar';
import { VOTE_PHASE_ATTRIBUTE, useVotePhase } from '../../lib/vote-phase';
import { PAGE_ROUTES } from '../../../core/page-routes';

/** SPEC.md section 9: the vote message repeated 15 times in the scrolling banner. */
export const BANNER_REPEAT = 15;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the banner says in each phase. From the day before the vote it names no candidate (the electoral silence,
 * L. 212/1956 art. 9): it says the vote is on, and when.
 */
function bannerMessage(phase: VotePhase, votingDay: string | null, thanks: string | null | undefined): string {
  const days = siteConfig.election.days;
  switch (phase) {
    case 'campaign':
      return siteConfig.election.voteMessage;
    case 'eve':
      return `Si vota ${days.map((day) => formatLongDate(day.date).replace(/ \d{4}$/, '')).join(' e ')} per le ${siteConfig.election.name}`;
    case 'voting': {
      const day = days.find((candidate) => candidate.date === votingDay) ?? days[0];
      return `Oggi si vota: seggi aperti dalle ${spokenHour(day.opens)} alle ${spokenHour(day.closes)}`;
    }
    case 'after':
      return thanks || defaultSiteContent.voteThanks!;
  }
}

/**
 * A marquee of the vote message; screen readers get it once, the moving copies are decoration. Every phase has
 * the same one line, so a page built before the vote switches in the browser without moving anything.
 */
export function VoteBanner({ thanks }: { thanks?: string | null }) {
  const { key, phase, votingDay } = useVotePhase();
  const message = capitalised(bannerMessage(phase, votingDay, thanks));
  return (
    <div className="vote-banner" {...{ [VOTE_PHASE_ATTRIBUTE]: key }}>
      <p className="visually-hidden">{message}</p>
      <div className="vote-banner__track" aria-hidden="true" data-testid="vote-banner-track">
        {Array.from({ length: BANNER_REPEAT }, (_, index) => (
          <span key={index} className="vote-banner__item">
            {message}
          </span>
        ))}
      </div>
      {phase !== 'after' && (
        <Link to={PAGE_ROUTES.howToVote.path} className="vote-banner__link">
          Come si vota
        </Link>
      )}
    </div>
  );
}
