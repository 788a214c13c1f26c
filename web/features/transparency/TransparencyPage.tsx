import { BackHome } from '../../components/BackHome';
import { useState } from 'react';
import { useApi } from '../../lib/swr';
import { API } from '../../../core/api-paths';
import { siteConfig } from '../../../core/site-config';
import { LoadingStatus } from '../../app/LoadStates';
import './transparency.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The IBAN with a copy button: copied without spaces, as a bank's form wants it. */
function Iban({ iban, holder }: { iban: string; holder: string | null }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyIban = async () => {
    try {
      await navigator.clipboard.writeText(iban.replace(/\s+/g, ''));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <dl className="transparency__account">
      <dt>IBAN</dt>
      <dd>
        <code className="transparency__iban">{iban}</code>{' '}
        <button type="button" className="button button--secondary transparency__copy" onClick={() => void copyIban()}>
          Copia IBAN
        </button>
        <span role="status" className="transparency__copy-status">
          {copy === 'copied' && 'IBAN copiato'}
          {copy === 'failed' && 'Copia non riuscita: seleziona il numero e copialo a mano'}
        </span>
      </dd>
      {holder && (
        <>
          <dt>Intestato a</dt>
          <dd>{holder}</dd>
        </>
      )}
    </dl>
  );
}

const DOCUMENTS = [
  { field: 'cvUrl', label: 'Curriculum vitae' },
  { field: 'criminalRecordUrl', label: 'Certificato del casellario giudiziale' },
  { field: 'spendingReportUrl', label: 'Rendiconto delle spese elettorali' },
] as const;

/**
 * /trasparenza: what the law asks a candidate to publish (L. 3/2019 «elezioni trasparenti»: CV and criminal-record
 * certificate; L. 515/1993: the mandatario elettorale, the one account for contributions, the spending report).
 * Each item comes from the site content and is left out while it is empty.
 */
export function TransparencyPage() {
  const { data: content } = useApi(API.content);
  const documents = content ? DOCUMENTS.filter((document) => content[document.field]) : [];
  const hasAnything = documents.length > 0 || Boolean(content?.mandatarioName) || Boolean(content?.contributionIban);

  return (
    <article className="transparency page container">
      <header>
        <h1 className="page-title">Trasparenza</h1>
        <p className="transparency__lead">
          Come chiede la legge, pubblichiamo qui i documenti di {siteConfig.candidate.fullName} e le informazioni su chi
          raccoglie e rendiconta i fondi della campagna.
        </p>
      </header>

      {!content ? (
        <LoadingStatus className="transparency__placeholder">
          <div className="skeleton transparency__placeholder-line" />
          <div className="skeleton transparency__placeholder-line" />
        </LoadingStatus>
      ) : (
        <>
          {documents.length > 0 && (
            <section aria-labelledby="trasparenza-documenti">
              <h2 id="trasparenza-documenti">Documenti</h2>
              <ul className="transparency__documents">
                {documents.map((document) => (
                  <li key={document.field}>
                    <a href={content[document.field]!} target="_blank" rel="noopener noreferrer">
                      {document.label} <span className="transparency__format">(PDF)</span>
                      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {(content.mandatarioName || content.contributionIban) && (
            <section aria-labelledby="trasparenza-contributi">
              <h2 id="trasparenza-contributi">Contributi alla campagna</h2>
              {content.mandatarioName && (
                <p>
                  Il mandatario elettorale è <strong>{content.mandatarioName}</strong>: per legge è l'unico che può
                  raccogliere fondi per la campagna e ne rende conto.
                </p>
              )}
              {content.contributionIban && (
                <>
                  <p>I contributi si versano solo con un bonifico sul conto dedicato alla campagna:</p>
                  <Iban iban={content.contributionIban} holder={content.contributionHolder} />
                </>
              )}
            </section>
          )}

          {!hasAnything && <p>I documenti saranno pubblicati qui non appena disponibili.</p>}
        </>
      )}

      <BackHome className="transparency__back" />
    </article>
  );
}
