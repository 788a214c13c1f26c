import { useEffect, useRef } from 'react';
import { notify } from '../../lib/toast';
import type { GeneratedImage } from './photo-state';
import { browserShareEnvironment } from '../../lib/share';
import { shareImage } from './share-links';
import { PAGE_ROUTES } from '../../../core/page-routes';

/** The generated image, kept a real <img> so a long press can save it where downloads do not work. */
export function ResultPanel({
  result,
  inAppBrowser,
  onShown,
}: {
  result: GeneratedImage;
  inAppBrowser: boolean;
  /** Called once the image is decoded, ready to be painted (or failed to decode). */
  onShown: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    heading.current?.focus();
    // Smoothly, unless the visitor's system asks for less motion: the page's scroll-behavior (global.css) decides.
    heading.current?.scrollIntoView({ block: 'start' });
    let current = true;
    const decoded = typeof image.current?.decode === 'function' ? image.current.decode() : Promise.resolve();
    decoded
      .catch(() => undefined)
      .then(() => {
        if (current) onShown();
      });
    return () => {
      current = false;
    };
  }, [result.url, onShown]);

  const share = async () => {
    const file = new File([result.blob], result.fileName, { type: 'image/png' });
    const outcome = await shareImage(
      file,
      `${window.location.origin}${PAGE_ROUTES.photoBooth.path}`,
      browserShareEnvironment(),
    );
    if (outcome === 'shared') notify.success('Condiviso!');
    else if (outcome === 'copied')
      notify.success('Link copiato!', 'Incolla il testo con il link dove vuoi condividerlo.');
    else if (outcome === 'unsupported') notify.error('Condivisione non supportata');
  };

  return (
    <section className="photo-booth__step photo-booth__result" aria-labelledby="photo-booth-result-title">
      <h2 id="photo-booth-result-title" ref={heading} tabIndex={-1}>
        3. La tua immagine
      </h2>
      <img
        ref={image}
        src={result.url}
        alt="La tua immagine per l'apertura della campagna elettorale, con la tua foto, il tuo nome e la tua città"
        width={819}
        height={1024}
      />
      {inAppBrowser && <p className="photo-booth__long-press">Tieni premuto sull'immagine per salvarla</p>}
      <div className="photo-booth__actions">
        <a className="button" href={result.url} download={result.fileName}>
          Scarica immagine
        </a>
        <button type="button" className="button button--secondary" onClick={() => void share()}>
          Condividi sui social
        </button>
      </div>
    </section>
  );
}
