import { useId, useState } from 'react';
import { invitationText, recruitedSentence, whatsappLink, type Invitation } from '../../core/referral';
import './InvitationOffer.css';

/**
 * "Porta un amico": a confirmed person's own link (docs/decisions/0042), WhatsApp first (the app most people here
 * share with), then the phone's share sheet where the browser has one, else a copy of the link; and, on the
 * person's own page, how many came from it. Shown only in the browser, once the API has answered.
 */
export function InvitationOffer({
  invitation,
  what,
  showCount = false,
}: {
  invitation: Invitation;
  what: 'stop' | 'volunteers';
  showCount?: boolean;
}) {
  const heading = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${invitation.path}`;
  const text = invitationText(url, what);
  const canShare = typeof navigator.share === 'function';

  const shareOrCopy = async () => {
    if (canShare) {
      try {
        await navigator.share({ text, url });
      } catch {
        // Closed by the person, or refused: nothing to say, WhatsApp and the link stay on the page.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="invitation" aria-labelledby={heading}>
      <h2 id={heading}>Porta un amico</h2>
      <p>
        {what === 'stop'
          ? 'Invita chi vuoi con il tuo link personale: chi prenota da lì arriva grazie a te.'
          : 'Invita chi vuoi con il tuo link personale: chi si offre volontario o si prende un turno da lì arriva grazie a te.'}
      </p>
      <p className="invitation__actions">
        <a className="button" href={whatsappLink(text)} target="_blank" rel="noopener noreferrer">
          Invita su WhatsApp
        </a>
        <button type="button" className="button button--secondary" onClick={() => void shareOrCopy()}>
          {canShare ? 'Condividi' : 'Copia il link'}
        </button>
      </p>
      <p className="invitation__link">
        Il tuo link: <span>{url}</span>
      </p>
      {copied && <p role="status">Link copiato.</p>}
      {showCount && <p className="invitation__count">{recruitedSentence(invitation.recruited)}</p>}
    </section>
  );
}
