import { Link } from 'react-router-dom';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import { CandidatePicture } from '../../components/CandidatePicture';
import { CANDIDATE_IMAGES } from '../../components/candidate-images';
import { LoadingStatus } from '../../app/LoadStates';
import { siteConfig } from '../../../core/site-config';
import { PAGE_ROUTES } from '../../../core/page-routes';
import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../../core/vote-phase-words';
import { useVotePhase } from '../../lib/vote-phase';

type HeroContent = Pick<SiteContent, 'heroTitle' | 'heroSubtitle' | 'heroCallToAction'> &
  Partial<Pick<SiteContent, 'heroImagePath'>>;

/**
 * The first screen: the candidate's title and illustration; a placeholder until the content arrives. The call to
 * action is the content's during the campaign, then the phase's own, which the ticker and the footer agree with.
 */
export function HeroSection({ content }: { content: HeroContent | undefined }) {
  const { key, phase } = useVotePhase();
  return (
    <section className="hero" aria-labelledby={content ? 'hero-title' : undefined} aria-busy={!content}>
      <div className="container hero__inner">
        <div className="hero__text">
          {content ? (
            <>
              <h1 id="hero-title">{content.heroTitle}</h1>
              <p className="hero__subtitle">{content.heroSubtitle}</p>
              <p className="hero__cta" {...{ [VOTE_PHASE_ATTRIBUTE]: key }}>
                {phase === 'campaign' ? content.heroCallToAction : PHASE_WORDS[phase].hero}
              </p>
            </>
          ) : (
            <LoadingStatus className="hero__placeholder">
              <div className="skeleton hero__skeleton-title" />
              <div className="skeleton hero__skeleton-line" />
              <div className="skeleton hero__skeleton-line hero__skeleton-line--short" />
            </LoadingStatus>
          )}
          <div className="hero__actions">
            <Link to={PAGE_ROUTES.tourStop.listedAt} className="button button--gold">
              Le tappe del tour
            </Link>
            <Link to={PAGE_ROUTES.bio.path} className="button button--on-dark">
              Chi sono
            </Link>
          </div>
        </div>
        {content?.heroImagePath ? (
          // The image an admin chose in the content editor, in the illustration's room so nothing moves.
          <div className="hero__picture hero__picture--custom">
            <img
              src={content.heroImagePath}
              alt={`${siteConfig.candidate.fullName}`}
              width={CANDIDATE_IMAGES.hero.width}
              height={CANDIDATE_IMAGES.hero.height}
              fetchPriority="high"
              decoding="async"
            />
          </div>
        ) : (
          <CandidatePicture variant="hero" priority className="hero__picture" />
        )}
      </div>
    </section>
  );
}
