import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { API } from '../../../../core/api-paths';
import { send } from '../../../lib/api';
import { useApi } from '../../../lib/swr';
import { MailComposer } from './MailComposer';
import { ContactList, NewsletterList, PhotoBoothList } from './InboxLists';
import { ErasureForm, RetentionNotice } from './PersonalData';
import { VolunteerList } from './VolunteerList';

/** Beyond the spec: what visitors sent, with their consents, exportable, and erasable on request. */
export function MessagesSection() {
  const [generation, setGeneration] = useState(0);
  return (
    <section id="messaggi" className="admin-section" aria-labelledby="messaggi-titolo">
      <h2 id="messaggi-titolo">Messaggi e Iscrizioni</h2>
      <RetentionNotice />
      <ContactList generation={generation} />
      <PhotoBoothList generation={generation} />
      <NewsletterList generation={generation} />
      <NewsletterComposer />
      <VolunteerList generation={generation} />
      <ErasureForm onErased={() => setGeneration((value) => value + 1)} />
    </section>
  );
}

const subscribers = (count: number) => (count === 1 ? '1 iscritto' : `${count} iscritti`);

/** "Invia la newsletter": to every confirmed subscriber (POST /api/admin/newsletter-issues). */
function NewsletterComposer() {
  const { data } = useApi(API.newsletterIssues);
  const { mutate } = useSWRConfig();
  return (
    <>
      <h3>Invia la newsletter</h3>
      <MailComposer
        label="Nuova newsletter"
        recipients={data?.recipients}
        reach={subscribers}
        closing={["In fondo all'email: perché la ricevi, chi la invia e il link per annullare l'iscrizione."]}
        send={async (values, helpers) => {
          const reply = await send('POST', API.newsletterIssues, values, { form: helpers });
          void mutate(API.mailStatus);
          return reply;
        }}
      />
    </>
  );
}
