import { BackHome } from '../../components/BackHome';
import { formatLongDate } from '../../../core/dates';
import { siteConfig } from '../../../core/site-config';
import { spokenHour } from '../../../core/vote-calendar';
import { SampleBallot } from './SampleBallot';
import './vote-guide.css';

const { candidate, election } = siteConfig;

/** /come-si-vota: when, with what and how to vote for the candidate; all from the site configuration. */
export function HowToVotePage() {
  return (
    <article className="vote-guide page container">
      <header>
        <h1 className="page-title">Come si vota</h1>
        <p className="vote-guide__lead">
          {election.name}: i giorni e gli orari dei seggi, cosa portare e come votare {candidate.fullName}.
        </p>
      </header>

      <section aria-labelledby="come-si-vota-quando">
        <h2 id="come-si-vota-quando">Quando</h2>
        <ul className="vote-guide__days">
          {election.days.map((day) => {
            const date = formatLongDate(day.date);
            return (
              <li key={day.date}>
                <strong>{date.charAt(0).toUpperCase() + date.slice(1)}</strong>: dalle {spokenHour(day.opens)} alle{' '}
                {spokenHour(day.closes)}
              </li>
            );
          })}
        </ul>
        <p>Si vota nel seggio indicato sulla tessera elettorale.</p>
      </section>

      <section aria-labelledby="come-si-vota-cosa-portare">
        <h2 id="come-si-vota-cosa-portare">Cosa portare</h2>
        <ul>
          <li>la tessera elettorale;</li>
          <li>un documento d'identità valido (carta d'identità, passaporto, patente).</li>
        </ul>
        <p>
          Hai perso la tessera o non ha più spazi liberi? Chiedine una nuova all'ufficio elettorale del tuo Comune:
          resta aperto anche nei giorni del voto.
        </p>
      </section>

      <section aria-labelledby="come-si-vota-come">
        <h2 id="come-si-vota-come">Come votare {candidate.fullName}</h2>
        <ol className="vote-guide__steps">
          <li>
            Traccia una croce sul simbolo della lista <strong>{election.list.name}</strong>.
          </li>
          <li>
            Scrivi <strong>{candidate.lastName.toUpperCase()}</strong> sulla riga della preferenza accanto al simbolo.
          </li>
        </ol>
        <p>
          Puoi dare fino a due preferenze, scrivendo i cognomi di due candidati della stessa lista: se sono due, devono
          essere di genere diverso, altrimenti la seconda preferenza non vale.
        </p>
        <p>È ammesso il voto disgiunto: puoi votare un candidato Presidente e una lista che non lo sostiene.</p>
        <SampleBallot />
      </section>

      <BackHome className="vote-guide__back" />
    </article>
  );
}
