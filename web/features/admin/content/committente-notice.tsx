import { API } from '../../../../core/api-paths';
import { useApi } from '../../../lib/swr';
import { useMayUse } from '../admin-role';

/**
 * The panel's warning while the site content has no "committente responsabile", which the election law wants on
 * all campaign material (the footer, the materials and the generated image all drop the line when it is empty).
 * Shown to the roles that may fill it in: the owner, and the editor.
 */
export function CommittenteNotice() {
  return useMayUse('content') ? <MissingCommittente /> : null;
}

function MissingCommittente() {
  const { data: content } = useApi(API.content);
  if (!content || content.committente?.trim()) return null;
  return (
    <p className="admin-notice" role="alert">
      Manca la riga del committente responsabile, che la legge elettorale (L. 515/1993, art. 3) chiede su ogni materiale
      di propaganda: finché è vuota, il sito, i materiali e l'immagine dell'evento escono senza. Compilala in{' '}
      <a href="#contenuti">Contenuti</a>, alla voce «Committente responsabile».
    </p>
  );
}
