import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { mailParagraphs } from '../../../../core/mail-text';
import {
  newsletterIssueSchema,
  type NewsletterIssueInput,
} from '../../../../core/schema/newsletter-subscription.schema';
import { siteConfig } from '../../../../core/site-config';
import { TextField, TextareaField } from '../../../components/form/fields';
import { Form } from '../../../components/form/Form';
import { notify } from '../../../lib/toast';
import { useFailureReporter } from '../admin-errors';
import { HELD_MAIL_NOTE, useMailHeld } from '../electoral-silence';

const EMPTY: NewsletterIssueInput = { subject: '', text: '' };

interface MailComposerProps {
  /** The form's name for assistive technology ("Nuova newsletter"). */
  label: string;
  /** How many the mail would reach; undefined while loading. */
  recipients: number | undefined;
  /** "3 iscritti", "1 prenotato": who the mail reaches, counted. */
  reach: (count: number) => string;
  /** The line the mail opens with before the text, as the preview shows it (the booking mails greet). */
  opening?: string;
  /** What the mail says under the text, in short, for the preview. */
  closing: readonly string[];
  /** Sends the mail; answers how many were queued. */
  send: (values: NewsletterIssueInput, helpers: FormikHelpers<NewsletterIssueInput>) => Promise<{ queued: number }>;
}

/** The mail as it will read: the subject as its heading, the opening, the text's paragraphs, the small print. */
function MailPreview({
  subject,
  text,
  opening,
  closing,
}: NewsletterIssueInput & Pick<MailComposerProps, 'opening' | 'closing'>) {
  const caption = useId();
  return (
    <figure className="mail-preview" aria-labelledby={caption}>
      <figcaption id={caption}>Anteprima dell&apos;email</figcaption>
      <div className="mail-preview__card">
        <p className="mail-preview__sender">{siteConfig.candidate.fullName} Presidente</p>
        <p className="mail-preview__title">{subject.trim() || 'Oggetto'}</p>
        {opening && <p>{opening}</p>}
        {mailParagraphs(text).map((paragraph, index) => (
          <p key={index} className="mail-preview__paragraph">
            {paragraph}
          </p>
        ))}
        {closing.map((line) => (
          <p key={line} className="mail-preview__small">
            {line}
          </p>
        ))}
      </div>
    </figure>
  );
}

/**
 * The staff write a mail to many (the newsletter, a stop's bookings): subject and text, the mail as it will read,
 * then a second step that says how many it reaches ("Invia a N iscritti?") and, during the electoral silence, that it
 * waits until the polls close. Only "Sì, invia" sends.
 */
export function MailComposer({ label, recipients, reach, opening, closing, send }: MailComposerProps) {
  const report = useFailureReporter();
  const held = useMailHeld();
  const [confirming, setConfirming] = useState<{
    values: NewsletterIssueInput;
    helpers: FormikHelpers<NewsletterIssueInput>;
  } | null>(null);
  const [sending, setSending] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const sendNow = async () => {
    if (!confirming) return;
    const { values, helpers } = confirming;
    setSending(true);
    try {
      const { queued } = await send(values, helpers);
      notify.success('Email in coda', held ? `${reach(queued)}. ${HELD_MAIL_NOTE}` : reach(queued));
      helpers.resetForm({ values: EMPTY });
      setConfirming(null);
    } catch (failure) {
      setConfirming(null);
      report(failure, 'Email non inviata');
    } finally {
      setSending(false);
    }
  };

  const nobody = recipients === 0;
  return (
    <Formik
      initialValues={EMPTY}
      validationSchema={newsletterIssueSchema}
      onSubmit={(values, helpers) => {
        setConfirming({ values, helpers });
        helpers.setSubmitting(false);
      }}
    >
      {({ values }) => (
        <Form className="admin-card admin-form" aria-label={label}>
          {held && <p className="admin-silence">{HELD_MAIL_NOTE}</p>}
          <TextField name="subject" label="Oggetto" required maxLength={200} />
          <TextareaField
            name="text"
            label="Testo"
            required
            rows={8}
            hint="Testo semplice: una riga vuota separa i paragrafi."
          />
          <MailPreview subject={values.subject} text={values.text} opening={opening} closing={closing} />
          <p>
            {recipients === undefined
              ? 'Conteggio dei destinatari...'
              : nobody
                ? "Nessun destinatario: non c'è nessuno a cui inviarla."
                : `Destinatari: ${reach(recipients)}.`}
          </p>
          {confirming ? (
            <div className="admin-actions" role="group" aria-label="Conferma l'invio">
              <p ref={question} tabIndex={-1}>
                <strong>Invia a {reach(recipients ?? 0)}?</strong>
                {held && ` ${HELD_MAIL_NOTE}`}
              </p>
              <button type="button" className="button" disabled={sending} onClick={() => void sendNow()}>
                {sending ? 'Invio...' : 'Sì, invia'}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={sending}
                onClick={() => setConfirming(null)}
              >
                Torna al testo
              </button>
            </div>
          ) : (
            <div className="admin-actions">
              <button type="submit" className="button" disabled={recipients === undefined || nobody}>
                Invia...
              </button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}
