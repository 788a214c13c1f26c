import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { SiteContent } from '../../../core/schema/site-content';
import { CandidatePicture } from '../../app/CandidatePicture';
import { API } from '../../../core/api-paths';
import { siteConfig } from '../../../core/site-config';
import { lazyWithPreload } from '../../lib/lazy';
import { paragraphs } from '../../lib/text';
import { HeroSection } from './HeroSection';
import { VoteBanner } from './VoteBanner';
import './home.css';

/**
 * Below the first screen, the map, the tour lists, the social links and the newsletter sign-up arrive after the
 * page has hydrated, out of the JavaScript it needs first; their loading starts as soon as this module runs, and
 * the prerendered HTML shows them meanwhile.
 */
const belowTheFold = () => import('./BelowTheFold');
const BelowTheFold = lazyWithPreload(() => belowTheFold().then((m) => m.BelowTheFold));
void BelowTheFold.preload();

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
          <Link to="/chi-sono" className="button">
            Leggi la mia storia
          </Link>
        </div>
      </div>
    </section>
  );
}

type HomeContent = Pick<
  SiteContent,
  | 'heroTitle'
  | 'heroSubtitle'
  | 'heroCallToAction'
  | 'bioTitle'
  | 'bioText'
  | 'mapTitle'
  | 'mapDescription'
  | 'instagramUrl'
  | 'facebookUrl'
> &
  Partial<Pick<SiteContent, 'heroImagePath' | 'mapImagePath'>>;

/** What the page says if the content cannot be read: the campaign's fixed facts instead of an endless placeholder. */
const FALLBACK_CONTENT: HomeContent = {
  heroTitle: `${siteConfig.candidate.fullName} Presidente`,
  heroSubtitle: siteConfig.election.name,
  heroCallToAction: siteConfig.election.voteMessage,
  bioTitle: `Chi è ${siteConfig.candidate.fullName}`,
  bioText: siteConfig.candidate.role,
  mapTitle: 'Sul territorio',
  mapDescription: 'Le città visitate e le tappe del tour in Veneto.',
  instagramUrl: null,
  facebookUrl: null,
};

/** The home page: hero and vote banner, biography teaser, the tour on the map, social profiles. */
export function HomePage() {
  const { data, error } = useSWR<SiteContent>(API.content);
  const content: HomeContent | undefined = data ?? (error ? FALLBACK_CONTENT : undefined);
  return (
    <>
      <HeroSection content={content} />
      <VoteBanner />
      <BioTeaser content={content} />
      <Suspense fallback={null}>
        <BelowTheFold content={content} />
      </Suspense>
    </>
  );
}
