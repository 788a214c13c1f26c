import { BackHome } from '../../components/BackHome';
import { useApi } from '../../lib/swr';
import { API } from '../../../core/api-paths';
import { siteConfig } from '../../../core/site-config';
import { LoadingStatus } from '../../app/LoadStates';
import { TransparencyDocuments } from './TransparencyDocuments';
import { StaticSection } from '../../lib/static-section';
import './transparency.css';

/**
 * The IBAN with a copy button: copied without spaces, as a bank's form wants it. The button is answered by the
 * document's listeners (web/lib/site-chrome.ts `data-copy`), as on a page that never loads React.
 */
function Iban({ iban, holder }: { iban: string; holder: string | null }) {
  return (
    <dl className="transparency__account">
      <dt>IBAN</dt>
      <dd>
        <code className="transparency__iban">{iban}</code>{' '}
        <button
          type="button"
          className="button button--secondary transparency__copy"
          data-copy={iban.replace(/\s+/g, '')}
          data-copied="IBAN copiato"
          data-copy-failed="Copia non riuscita: seleziona il numero e copialo a mano"
          aria-describedby="iban-copiato"
        >
          Copia IBAN
        </button>
        <span id="iban-copiato" role="status" className="transparency__copy-status" suppressHydrationWarning />
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

/**
 * /trasparenza: what the law asks a candidate to publish (L. 3/2019 «elezioni trasparenti»: CV and criminal-record
 * certificate; L. 515/1993: the mandatario elettorale, the one account for contributions, the spending report).
 * Each item comes from the site content: the documents say which are not published yet, the rest is left out while
 * empty.
 */
export function TransparencyPage() {
  const { data: content } = useApi(API.content);

  return (
    <article className="transparency page container">
      <StaticSection as="header">
        <h1 className="page-title">Trasparenza</h1>
        <p className="transparency__lead">
          Come chiede la legge (L. 3/2019, art. 1, comma 14), il curriculum vitae e il certificato del casellario
          giudiziale di {siteConfig.candidate.fullName} si pubblicano qui, ciascuno con la sua data.
        </p>
      </StaticSection>

      {!content ? (
        <LoadingStatus className="transparency__placeholder">
          <div className="skeleton transparency__placeholder-line" />
          <div className="skeleton transparency__placeholder-line" />
        </LoadingStatus>
      ) : (
        <>
          <TransparencyDocuments content={content} />

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
        </>
      )}

      <BackHome className="transparency__back" />
    </article>
  );
}
