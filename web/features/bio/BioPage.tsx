import { BackHome } from '../../components/BackHome';
import { useApi } from '../../lib/swr';
import { CandidatePicture } from '../../components/CandidatePicture';
import { LoadError } from '../../app/LoadError';
import { LoadingStatus } from '../../app/LoadStates';
import { API } from '../../../core/api-paths';
import { paragraphs } from '../../lib/text';
import './bio.css';

function BioPlaceholder() {
  return (
    <LoadingStatus className="bio__placeholder">
      <div className="skeleton bio__placeholder-title" />
      <div className="skeleton bio__placeholder-line" />
      <div className="skeleton bio__placeholder-line" />
      <div className="skeleton bio__placeholder-line bio__placeholder-line--short" />
    </LoadingStatus>
  );
}

/** /chi-sono: the candidate's photo, her biography from the site content, and a way back home. */
export function BioPage() {
  const { data: content, error, isLoading, mutate } = useApi(API.content);

  return (
    <article className="bio page container">
      <div className="bio__photo">
        {/* First on a phone's screen, so fetched at once; bio.css caps its width at 18rem, 22rem on wide screens. */}
        <CandidatePicture variant="portrait" priority sizes="(min-width: 48rem) 22rem, 18rem" />
      </div>
      <div className="bio__body">
        {content ? (
          <>
            <h1 className="page-title">{content.bioTitle}</h1>
            <p className="bio__subtitle">{content.bioSubtitle}</p>
            {paragraphs(content.bioText).map((paragraph, index) => (
              <p key={index} className="bio__paragraph">
                {paragraph}
              </p>
            ))}
          </>
        ) : (
          <>
            <h1 className={error ? 'page-title' : 'visually-hidden'}>Chi sono</h1>
            {isLoading && <BioPlaceholder />}
            {error && !isLoading && (
              <LoadError
                className="bio__error"
                message="Non è stato possibile caricare la biografia. Riprova più tardi."
                onRetry={() => void mutate()}
              />
            )}
          </>
        )}
        <BackHome className="bio__back" />
      </div>
    </article>
  );
}
