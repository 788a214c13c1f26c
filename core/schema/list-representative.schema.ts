import { POLLING_POLICY, spanInWords } from '../policy';
import { siteConfig } from '../site-config';
import { addDays } from '../rome-time';
import { isoDate, optionalText, requiredText, text } from './fields.schema';
import { venetoComune } from '../veneto-comuni';

/** The activity whose offer asks for what a designation needs (docs/decisions/0043). */
export const LIST_REPRESENTATIVE_ACTIVITY = 'rappresentante-di-lista';

export const LIST_REPRESENTATIVE_MESSAGES = {
  birthDate: 'Indica la tua data di nascita',
  adult: `Per essere rappresentante di lista devi avere ${spanInWords(POLLING_POLICY.adultAgeYears, 'years')} il giorno del voto`,
  birthPlace: 'Indica il luogo di nascita (almeno 2 caratteri, al massimo 100)',
  electoralComune:
    'Per essere rappresentante di lista devi essere iscritto/a nelle liste elettorali di un comune del Veneto',
  electoralSection: 'La sezione è un numero da 1 a 9999',
} as const;

/** A rappresentante is an elector: POLLING_POLICY.adultAgeYears old on the first voting day at the latest. */
const ADULT_BORN_BY = (() => {
  const [year, month, day] = siteConfig.election.days[0].date.split('-').map(Number);
  // The 29th of February of a leap year: the 1st of March of the year 18 years before, as the law counts birthdays.
  return addDays(`${year - POLLING_POLICY.adultAgeYears}-${String(month).padStart(2, '0')}-01`, day - 1);
})();

const offers = (activities: unknown) => Array.isArray(activities) && activities.includes(LIST_REPRESENTATIVE_ACTIVITY);

/**
 * The fields of POST /api/volunteers that a rappresentante di lista's designation needs, required only when the
 * activities include `rappresentante-di-lista` and dropped otherwise. They are special-category data (they go with a
 * political opinion): docs/decisions/0044 says who reads them and when they are deleted.
 */
export const listRepresentativeFields = {
  birthDate: isoDate(LIST_REPRESENTATIVE_MESSAGES.birthDate)
    .optional()
    .when('activities', {
      is: offers,
      then: (schema) =>
        schema
          .required(LIST_REPRESENTATIVE_MESSAGES.birthDate)
          .test('adult', LIST_REPRESENTATIVE_MESSAGES.adult, (value) => value == null || value <= ADULT_BORN_BY)
          .test('born', LIST_REPRESENTATIVE_MESSAGES.birthDate, (value) => value == null || value >= '1900-01-01'),
      otherwise: (schema) => schema.strip(),
    }),
  birthPlace: requiredText(2, 100, LIST_REPRESENTATIVE_MESSAGES.birthPlace, LIST_REPRESENTATIVE_MESSAGES.birthPlace)
    .optional()
    .when('activities', {
      is: offers,
      then: (schema) => schema.required(LIST_REPRESENTATIVE_MESSAGES.birthPlace),
      otherwise: (schema) => schema.strip(),
    }),
  electoralComune: text(LIST_REPRESENTATIVE_MESSAGES.electoralComune)
    .optional()
    .when('activities', {
      is: offers,
      then: (schema) =>
        schema
          .required(LIST_REPRESENTATIVE_MESSAGES.electoralComune)
          .test(
            'veneto',
            LIST_REPRESENTATIVE_MESSAGES.electoralComune,
            (value) => value == null || venetoComune(value) !== undefined,
          ),
      otherwise: (schema) => schema.strip(),
    }),
  electoralSection: optionalText(4, LIST_REPRESENTATIVE_MESSAGES.electoralSection)
    .test(
      'section',
      LIST_REPRESENTATIVE_MESSAGES.electoralSection,
      (value) => value == null || /^[1-9]\d{0,3}$/.test(value),
    )
    .when('activities', { is: offers, otherwise: (schema) => schema.strip() }),
};

/** What an offer to be a rappresentante di lista stores, beside the volunteer (the comune as the list writes it). */
export interface ListRepresentativeOffer {
  birthDate: string;
  birthPlace: string;
  electoralComuneCode: string;
  electoralComune: string;
  electoralSection: string | null;
}
