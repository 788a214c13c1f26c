import { siteConfig } from '../../../core/site-config';

/** SPEC.md section 9: the vote message repeated 15 times in the scrolling banner. */
export const BANNER_REPEAT = 15;

/** A marquee of the vote message; screen readers get it once, the moving copies are decoration. */
export function VoteBanner() {
  const message = siteConfig.election.voteMessage;
  return (
    <div className="vote-banner">
      <p className="visually-hidden">{message}</p>
      <div className="vote-banner__track" aria-hidden="true" data-testid="vote-banner-track">
        {Array.from({ length: BANNER_REPEAT }, (_, index) => (
          <span key={index} className="vote-banner__item">
            {message}
          </span>
        ))}
      </div>
    </div>
  );
}
