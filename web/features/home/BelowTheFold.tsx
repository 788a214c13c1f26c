import type { SiteContent } from '../../../core/schema/site-content.schema';
import { siteConfig } from '../../../core/site-config';
import { lazyWithPreload } from '../../lib/lazy';
import { LoadWhenNear } from '../../lib/deferred-hydration';
import { useHomeContent } from './home-content';
import { TourSection } from './TourSection';

/**
 * The newsletter sign-up brings the form code (formik, the schemas), whose evaluation and hydration would block
 * the main thread while the page loads: it loads when the visitor scrolls near it.
 */
const NewsletterSignup = lazyWithPreload(() =>
  import('../../components/NewsletterSignup').then((m) => m.NewsletterSignup),
);

/** For the prerender, which writes the sign-up into the page too. */
export const preloadNewsletter = () => NewsletterSignup.preload();

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

/** The home page below its first screen: the tour on the map, the social profiles, the newsletter sign-up. */
export function BelowTheFold() {
  const content = useHomeContent();
  return (
    <>
      <TourSection content={content} />
      <SocialSection content={content} />
      <LoadWhenNear component={NewsletterSignup} />
    </>
  );
}
