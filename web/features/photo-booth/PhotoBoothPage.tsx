import '@fontsource/barlow-condensed/400.css';
import '@fontsource/barlow-condensed/800.css';
import { siteConfig } from '../../../core/site-config';
import { PHASE_WORDS, VOTE_PHASE_ATTRIBUTE } from '../../../core/vote-phase-words';
import { useVotePhase } from '../../lib/vote-phase';
import { LoadWhenUsed } from '../../lib/deferred-hydration';
import { lazyWithPreload } from '../../lib/lazy';
import { BoothStoreContext, useBoothStore } from './booth-store';
import { isInAppBrowser } from './in-app-browser';
import { PhotoStep } from './PhotoStep';
import { ResultPanel } from './ResultPanel';
import { usePhotoBooth } from './usePhotoBooth';
import './photo-booth.css';

/**
 * The details form comes with formik, yup and the form kit: its code and hydration wait for the visitor's first
 * touch of it, and what was typed meanwhile is kept (docs/decisions/0026, 0047); the page's HTML shows it at once.
 */
const DetailsForm = lazyWithPreload(() => import('./DetailsForm').then((module) => module.DetailsForm));

/** For the prerender, which writes the form into the page's HTML. */
export const preloadDetailsForm = () => DetailsForm.preload();

/** /apertura-campagna-elettorale: the photo step, the details form and, once generated, the result. */
export function PhotoBoothPage() {
  const booth = usePhotoBooth();
  const store = useBoothStore(booth);
  // The build prerenders this page, where there is no browser to ask.
  const inAppBrowser = typeof navigator !== 'undefined' && isInAppBrowser(navigator.userAgent);
  const event = siteConfig.openingEvent;
  const { key, phase } = useVotePhase();

  return (
    <div className="photo-booth container">
      <header className="photo-booth__header">
        <p className="photo-booth__kicker">{siteConfig.hashtag}</p>
        <h1>{event.name}</h1>
        <p className="photo-booth__event">
          <time dateTime={`${event.date}T${event.time}`}>
            {event.dateLabel}, ore {event.time}
          </time>{' '}
          · {event.venue}, {event.city}
        </p>
        <p {...{ [VOTE_PHASE_ATTRIBUTE]: key }}>
          {PHASE_WORDS[phase].photoBooth} La foto viene elaborata sul tuo dispositivo e non viene mai inviata.
        </p>
      </header>

      <PhotoStep booth={booth} />
      <BoothStoreContext value={store}>
        <LoadWhenUsed component={DetailsForm} fallback={<p>Caricamento del modulo...</p>} />
      </BoothStoreContext>

      {booth.state.phase === 'result' && (
        <ResultPanel result={booth.state.result} inAppBrowser={inAppBrowser} onShown={booth.resultShown} />
      )}
    </div>
  );
}
