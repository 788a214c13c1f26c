import { Link } from 'react-router-dom';
import { useApi } from '../../lib/swr';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import { LoadingStatus } from '../../app/LoadStates';
import { API } from '../../../core/api-paths';
import { parseHttpUrl } from '../../lib/urls';
import { LoadWhenUsed } from '../../lib/deferred-hydration';
import { lazyWithPreload } from '../../lib/lazy';
import { PAGE_ROUTES } from '../../../core/page-routes';
import './contact.css';

const { privacy } = PAGE_ROUTES;

/**
 * The form comes with formik and yup: its code and hydration wait for the visitor's first touch of it, and what was
 * typed meanwhile is kept (docs/decisions/0026, 0047); the page's HTML shows it at once.
 */
const ContactForm = lazyWithPreload(() => import('./ContactForm').then((module) => module.ContactForm));

/** For the prerender, which writes the form into the page's HTML. */
export const preloadContactForm = () => ContactForm.preload();

function ContactInfoCard({ content }: { content: SiteContent }) {
  const { contactEmail, contactPhone, contactAddress } = content;
  if (!contactEmail && !contactPhone && !contactAddress) return null;
  return (
    <section className="contact-card" aria-labelledby="contatti-info-titolo">
      <h2 id="contatti-info-titolo">Informazioni di contatto</h2>
      <dl className="contact-card__list">
        {contactEmail && (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </dd>
          </div>
        )}
        {contactPhone && (
          <div>
            <dt>Telefono</dt>
            <dd>
              <a href={`tel:${contactPhone.replace(/[^+\d]/g, '')}`}>{contactPhone}</a>
            </dd>
          </div>
        )}
        {contactAddress && (
          <div>
            <dt>Indirizzo</dt>
            <dd>
              <address>{contactAddress}</address>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function SocialCard({ content }: { content: SiteContent }) {
  const links = [
    { name: 'Facebook', url: content.facebookUrl },
    { name: 'Instagram', url: content.instagramUrl },
    { name: 'Twitter', url: content.twitterUrl },
  ].filter((link): link is { name: string; url: string } => parseHttpUrl(link.url) !== null);
  if (links.length === 0) return null;
  return (
    <section className="contact-card" aria-labelledby="contatti-social-titolo">
      <h2 id="contatti-social-titolo">Seguici sui social</h2>
      <ul className="contact-card__social">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.name} (si apre in una nuova scheda)`}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CardsPlaceholder() {
  return (
    <LoadingStatus className="contact-card contact-card--placeholder">
      <div className="skeleton contact-placeholder__line contact-placeholder__line--title" />
      <div className="skeleton contact-placeholder__line" />
      <div className="skeleton contact-placeholder__line" />
    </LoadingStatus>
  );
}

/** /contatti: the message form, and how else to reach the campaign as the site content lists it. */
export function ContactPage() {
  const { data: content, isLoading } = useApi(API.content);

  return (
    <div className="page container">
      <header className="contact__intro">
        <h1 className="page-title">Contatti</h1>
        <p>
          Hai una domanda, una proposta per il Veneto o vuoi dare una mano alla campagna? Scrivici: leggiamo ogni
          messaggio e ti risponderemo al più presto.
        </p>
      </header>

      <div className="contact__layout">
        <section className="contact__form-panel" aria-labelledby="contatto-form-titolo">
          <h2 id="contatto-form-titolo">Invia un messaggio</h2>
          <LoadWhenUsed component={ContactForm} fallback={<p>Caricamento del modulo...</p>} />
        </section>

        <aside className="contact__aside" aria-label="Altri modi per contattarci">
          {isLoading && <CardsPlaceholder />}
          {content && <ContactInfoCard content={content} />}
          {content && <SocialCard content={content} />}
          <p className="contact__privacy">
            Come trattiamo i tuoi dati: leggi la <Link to={privacy.path}>Privacy policy e cookie policy</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
