import { useId, type ReactNode } from 'react';
import { siteConfig } from '../../../core/site-config';
import { LoadWhenUsed } from '../../lib/deferred-hydration';
import { lazyWithPreload } from '../../lib/lazy';
import './volunteers.css';

/** The form comes with formik, yup and the comuni: loaded at the visitor's first touch of it, never with the page. */
const VolunteerForm = lazyWithPreload(() => import('./VolunteerForm').then((module) => module.VolunteerForm));

/** For the prerender, which writes the form into the page's HTML. */
export const preloadVolunteerForm = () => VolunteerForm.preload();

const ACTIVITIES = [
  ['Banchetti e gazebo', 'nelle piazze e ai mercati, per parlare con le persone e raccogliere le loro domande.'],
  ['Volantinaggio', 'per portare il programma nelle vie, davanti alle stazioni e nei quartieri.'],
  ['Eventi', "per accogliere le persone alle tappe del tour e all'apertura della campagna."],
  ['Telefonate', 'per invitare chi ci ha chiesto di essere informato sugli appuntamenti vicini.'],
  ['Social network', 'per condividere le iniziative e rispondere a chi scrive.'],
  ['Rappresentanti di lista', 'per seguire lo scrutinio ai seggi nei giorni del voto.'],
] as const;

/**
 * /volontari: what volunteers do for the campaign, and the form to offer one's time. The text is the page's, in its
 * HTML at once; the form is in it too, its code and hydration waiting for the visitor's first touch. A section of
 * the shifts goes below the form (`shifts`), mounted by whoever composes the page.
 */
export function VolunteersPage({ shifts }: { shifts?: ReactNode }) {
  const formHeading = useId();
  const name = siteConfig.candidate.fullName;
  return (
    <article className="volunteers page container">
      <h1 className="page-title">Diventa volontario</h1>
      <p className="volunteers__lead">
        Una campagna si vince con le persone. Se vuoi aiutare {name} a portare le sue idee in tutto il Veneto, offri un
        po&apos; del tuo tempo: anche un paio d&apos;ore fanno la differenza.
      </p>
      <section aria-labelledby="volontari-cosa">
        <h2 id="volontari-cosa">Cosa fanno i volontari</h2>
        <ul className="volunteers__activities">
          {ACTIVITIES.map(([activity, what]) => (
            <li key={activity}>
              <strong>{activity}</strong>: {what}
            </li>
          ))}
        </ul>
        <p>
          Scegli le attività che preferisci e il tuo comune: ti contatteremo per organizzarci insieme, vicino a casa tua
          e quando puoi.
        </p>
      </section>
      <section className="volunteers__form" aria-labelledby={formHeading}>
        <h2 id={formHeading}>Offri la tua disponibilità</h2>
        <p>Ti scriveremo una email per confermarla: finché non confermi non registriamo nulla.</p>
        <LoadWhenUsed
          component={VolunteerForm}
          fallback={<p className="volunteers__loading">Caricamento del modulo...</p>}
        />
      </section>
      {shifts}
    </article>
  );
}
