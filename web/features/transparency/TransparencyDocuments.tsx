import { formatShortDate } from '../../../core/dates';
import type { SiteContent } from '../../../core/schema/site-content.schema';
import { TRANSPARENCY_DOCUMENT_KINDS, TRANSPARENCY_DOCUMENTS } from '../../../core/transparency';

const LAW_DOCUMENTS = TRANSPARENCY_DOCUMENT_KINDS.map((kind) => TRANSPARENCY_DOCUMENTS[kind]);

/** "Il curriculum vitae e il certificato … non sono ancora pubblicati": exactly what is still missing. */
function missingSentence(missing: readonly (typeof LAW_DOCUMENTS)[number][]): string {
  const names = missing.map((document) => document.named).join(' e ');
  const verb = missing.length > 1 ? 'non sono ancora pubblicati' : 'non è ancora pubblicato';
  return `${names.charAt(0).toUpperCase()}${names.slice(1)} ${verb}.`;
}

function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label} <span className="transparency__format">(PDF)</span>
      <span className="visually-hidden"> (si apre in una nuova scheda)</span>
    </a>
  );
}

/**
 * The documents of L. 3/2019 art. 1 c. 14, each linked with its date (the CV's publication, the certificate's
 * issue), then a sentence naming the ones not published yet; and the spending report once it is deposited.
 */
export function TransparencyDocuments({ content }: { content: SiteContent }) {
  const published = LAW_DOCUMENTS.filter((document) => content[document.urlField]);
  const missing = LAW_DOCUMENTS.filter((document) => !content[document.urlField]);
  return (
    <section aria-labelledby="trasparenza-documenti">
      <h2 id="trasparenza-documenti">Documenti</h2>
      {(published.length > 0 || content.spendingReportUrl) && (
        <ul className="transparency__documents">
          {published.map((document) => {
            const date = content[document.dateField];
            return (
              <li key={document.urlField}>
                <DocumentLink href={content[document.urlField]!} label={document.label} />
                {date && <span className="transparency__date">{`${document.dated} ${formatShortDate(date)}`}</span>}
              </li>
            );
          })}
          {content.spendingReportUrl && (
            <li>
              <DocumentLink href={content.spendingReportUrl} label="Rendiconto delle spese elettorali" />
            </li>
          )}
        </ul>
      )}
      {missing.length > 0 && <p className="transparency__missing">{missingSentence(missing)}</p>}
    </section>
  );
}
