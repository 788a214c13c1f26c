import { Link } from 'react-router-dom';
import { useApi } from '../../lib/swr';
import type { CampaignMaterial } from '../../../core/schema/campaign-material.schema';
import { LoadError } from '../../app/LoadError';
import { LoadingStatus } from '../../app/LoadStates';
import { API } from '../../../core/api-paths';
import { useCommittente } from '../../lib/committente';
import { parseHttpUrl } from '../../lib/urls';
import { uploadIdOf } from '../../../core/material-files';
import { FileTypeIcon, fileKind, FILE_KIND_LABELS } from './file-kind';
import { PAGE_ROUTES } from '../../../core/page-routes';
import './materials.css';

/** SPEC.md section 9: three placeholder cards while the list loads. */
const MATERIAL_PLACEHOLDER_COUNT = 3;

function MaterialCard({ material }: { material: CampaignMaterial }) {
  const kind = fileKind(material.fileType);
  const href = uploadIdOf(material.fileUrl) ? material.fileUrl : parseHttpUrl(material.fileUrl)?.href;
  return (
    <li className="material-card">
      <div className={`material-card__icon material-card__icon--${kind}`}>
        <FileTypeIcon kind={kind} />
      </div>
      <h2 className="material-card__title">{material.title}</h2>
      <p className="material-card__meta">
        <span className="material-card__type">{FILE_KIND_LABELS[kind]}</span>
        {material.fileSize && <span className="material-card__size">{material.fileSize}</span>}
      </p>
      {material.description && (
        <p className="material-card__description" title={material.description}>
          {material.description}
        </p>
      )}
      {href && (
        <a
          className="button material-card__download"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Scarica ${material.title} (si apre in una nuova scheda)`}
        >
          Scarica
        </a>
      )}
    </li>
  );
}

function MaterialPlaceholders() {
  return (
    <LoadingStatus>
      <ul className="materials__grid" aria-hidden="true">
        {Array.from({ length: MATERIAL_PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} className="material-card material-card--placeholder" data-testid="material-placeholder">
            <div className="skeleton material-card__icon" />
            <div className="skeleton material-placeholder__line material-placeholder__line--title" />
            <div className="skeleton material-placeholder__line" />
            <div className="skeleton material-placeholder__line material-placeholder__line--short" />
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}

/** /materiale: the campaign materials to download, newest as the API orders them. */
export function MaterialsPage() {
  const { data: materials, error, isLoading, mutate } = useApi(API.campaignMaterials);
  // Whoever prints or shares these materials spreads propaganda that must name who paid for it.
  const committente = useCommittente();

  return (
    <div className="materials">
      <header className="materials__intro container">
        <h1 className="page-title">Materiale di campagna</h1>
        <p>Volantini, programma e immagini della campagna da scaricare, stampare e condividere.</p>
      </header>

      <section className="container materials__list" aria-label="Materiali da scaricare">
        {isLoading && <MaterialPlaceholders />}
        {error && !isLoading && (
          <LoadError
            className="materials__empty"
            message="Non è stato possibile caricare i materiali. Riprova più tardi."
            onRetry={() => void mutate()}
          />
        )}
        {materials && materials.length === 0 && (
          <div className="materials__empty">
            <h2>Nessun materiale disponibile</h2>
            <p>I materiali di campagna saranno disponibili a breve</p>
          </div>
        )}
        {materials && materials.length > 0 && (
          <ul className="materials__grid">
            {materials.map((material) => (
              <MaterialCard key={material.id} material={material} />
            ))}
          </ul>
        )}
        {committente && <p className="materials__committente">{committente}</p>}
      </section>

      <section className="materials__closing" aria-labelledby="materials-closing-title">
        <div className="container">
          <h2 id="materials-closing-title">Vuoi dare una mano alla campagna?</h2>
          <p>Scrivici per richiedere materiale stampato o per organizzare un incontro nella tua città.</p>
          <div className="materials__closing-actions">
            <Link to={PAGE_ROUTES.contact.path} className="button">
              Contattaci
            </Link>
            <Link to={PAGE_ROUTES.home.path} className="button button--secondary">
              Torna alla home
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
