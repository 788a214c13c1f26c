import { Link } from 'react-router-dom';
import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../../core/vote-phase-words';
import { useVotePhase } from '../../lib/vote-phase';
import { PAGE_ROUTES } from '../../../core/page-routes';

/** SPEC.md section 9: the vote message repeated 15 times in the scrolling banner. */
export const BANNER_REPEAT = 15;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A marquee of the vote message; screen readers get it once, the moving copies are decoration. Every phase has
 * the same one line, so a page built before the vote switches in the browser without moving anything.
 */
export function VoteBanner({ thanks }: { thanks?: string | null }) {
  const { key, phase, votingDay } = useVotePhase();
  // After the vote, the thanks an admin wrote, if any.
  const message = capitalised((phase === 'after' && thanks) || PHASE_WORDS[phase].ticker(votingDay));
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
