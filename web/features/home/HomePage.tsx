import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { SiteContent } from '../../../core/schema/site-content';
import { CandidatePicture } from '../../app/CandidatePicture';
import { API } from '../../../core/api-paths';
import { siteConfig } from '../../../core/site-config';
import { lazyWithPreload } from '../../lib/lazy';
import { LoadWhenNear } from '../../lib/load-when-near';
import { paragraphs } from '../../lib/text';
import { HeroSection } from './HeroSection';

import { VoteBanner } from './VoteBanner';
import './home.css';

/**
 * Below the first screen, the map and the tour lists (with their map data and date formatting) arrive after
 * the page has hydrated; their loading starts as soon as this module runs, and the prerendered HTML shows them
 * meanwhile.
 */
const TourSection = lazyWithPreload(() => import('./TourSection').then((m) => m.TourSection));
void TourSection.preload();
/**
 * The newsletter sign-up brings the form code (formik, the schemas), whose evaluation and hydration would block
 * the main thread while the page loads: it loads when the visitor scrolls near it.
 */
const NewsletterSignup = lazyWithPreload(() => import('../../app/NewsletterSignup').then((m) => m.NewsletterSignup));

/** For the prerender, which writes the whole page. */
export const preloadBelowTheFold = () => Promise.all([TourSection.preload(), NewsletterSignup.preload()]);

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

function SocialSection({ content }: { content: Pick<SiteContent, 'instagramUrl' | 'facebookUrl'> | undefined }) {
  const links = [
    { label: 'Instagram', href: content?.instagramUrl || siteConfig.social.instagram },
    { label: 'Facebook', href: content?.facebookUrl || siteConfig.social.facebook },
  ];
  return (
    <section className="social" aria-labelledby="social-title">
      <div className="container social__inner">
        <h2 id="social-title">Seguici sui social</h2>
        <p>Foto, video e appuntamenti della campagna, giorno per giorno. Racconta il tuo Veneto con</p>
        <p className="social__hashtag">{siteConfig.hashtag}</p>
        <ul className="social__links">
          {links.map((link) => (
            <li key={link.label}>
              <a className="button button--gold" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (si apre in una nuova scheda)</span>
              </a>
            </li>
          ))}
        </ul>
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
        <TourSection content={content} />
      </Suspense>
      <SocialSection content={content} />
      <LoadWhenNear component={NewsletterSignup} />
    </>
  );
}
