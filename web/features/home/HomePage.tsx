import { Link } from 'react-router-dom';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import { CandidatePicture } from '../../components/CandidatePicture';
import { lazyWithPreload } from '../../lib/lazy';
import { LoadWhenNear } from '../../lib/deferred-hydration';
import { paragraphs } from '../../lib/text';
import { useHomeContent } from './home-content';
import { HeroSection } from './HeroSection';
import { VoteBanner } from './VoteBanner';
import { PAGE_ROUTES } from '../../../core/page-routes';
import './home.css';
import './home-below.css';

/**
 * Below the first screen, the map, the tour lists, the social links and the newsletter sign-up load and hydrate
 * when the visitor scrolls near them, out of the JavaScript the page needs first; the prerendered HTML shows them
 * meanwhile. Nothing of theirs runs while the page loads: neither their code nor the tour lists' requests.
 */
const belowTheFold = () => import('./BelowTheFold');
const BelowTheFold = lazyWithPreload(() => belowTheFold().then((m) => m.BelowTheFold));

/** For the prerender, which writes the whole page, the sign-up that waits for the visitor included. */
export const preloadBelowTheFold = () =>
  belowTheFold().then((m) => Promise.all([BelowTheFold.preload(), m.preloadNewsletter()]));

function BioTeaser({ content }: { content: Pick<SiteContent, 'bioTitle' | 'bioText'> | undefined }) {
  const firstParagraph = content && paragraphs(content.bioText)[0];
  return (
    <section className="bio-teaser" aria-labelledby="bio-teaser-title">
      <div className="container bio-teaser__inner">
        <CandidatePicture variant="portrait" className="bio-teaser__picture" />
        <div>
          {content ? (
            <>
              <h2 id="bio-teaser-title">{content.bioTitle}</h2>
              <p className="bio-teaser__text">{firstParagraph}</p>
            </>
          ) : (
            <div role="status">
              <h2 id="bio-teaser-title" className="visually-hidden">
                Chi sono
              </h2>
              <span className="visually-hidden">Caricamento...</span>
              <div className="skeleton bio-teaser__skeleton-title" />
              <div className="skeleton bio-teaser__skeleton-line" />
              <div className="skeleton bio-teaser__skeleton-line" />
            </div>
          )}
          <Link to={PAGE_ROUTES.bio.path} className="button">
            Leggi la mia storia
          </Link>
        </div>
      </div>
    </section>
  );
}

/** The home page: hero and vote banner, biography teaser, the tour on the map, social profiles. */
export function HomePage() {
  const content = useHomeContent();
  return (
    <>
      <HeroSection content={content} />
      <VoteBanner thanks={content?.voteThanks} />
      <BioTeaser content={content} />
      <LoadWhenNear component={BelowTheFold} />
    </>
  );
}
