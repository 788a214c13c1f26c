import { useFormikContext } from 'formik';
import { LIST_REPRESENTATIVE_ACTIVITY } from '../../../core/schema/list-representative.schema';
import { TextField } from '../../components/form/fields';

/** The offer's values, as the volunteer form holds them (empty until typed). */
export interface ListRepresentativeValues {
  birthDate: string;
  birthPlace: string;
  electoralComune: string;
  electoralSection: string;
}

export const NO_OFFER: ListRepresentativeValues = {
  birthDate: '',
  birthPlace: '',
  electoralComune: '',
  electoralSection: '',
};

/**
 * What a designation as rappresentante di lista needs, asked only once the visitor picks that activity: birth date
 * and place, the comune of Veneto in whose electoral lists they are (suggested from the form's list of comuni), and
 * their own section if they know it.
 */
export function ListRepresentativeFields({ comuniList }: { comuniList: string }) {
  const { values } = useFormikContext<{ activities: string[] }>();
  if (!values.activities.includes(LIST_REPRESENTATIVE_ACTIVITY)) return null;
  return (
    <fieldset className="volunteer-form__representative">
      <legend>Per la designazione come rappresentante di lista</legend>
      <p className="field-hint">
        Servono per l&apos;atto di designazione che consegniamo al comune: li vedono solo il titolare e la segreteria
        della campagna e li cancelliamo dopo le elezioni.
      </p>
      <TextField name="birthDate" label="Data di nascita" type="date" autoComplete="bday" required />
      <TextField name="birthPlace" label="Luogo di nascita" autoComplete="off" required />
      <TextField
        name="electoralComune"
        label="Comune di iscrizione nelle liste elettorali"
        hint="Deve essere un comune del Veneto: è scritto sulla tua tessera elettorale."
        autoComplete="off"
        list={comuniList}
        required
      />
      <TextField
        name="electoralSection"
        label="La tua sezione elettorale (facoltativo)"
        hint="Il numero di sezione sulla tessera elettorale."
        inputMode="numeric"
        autoComplete="off"
      />
    </fieldset>
  );
}
