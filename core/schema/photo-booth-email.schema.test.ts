import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { PHOTO_BOOTH_MESSAGES, photoBoothFormSchema, photoBoothRecordSchema } from './photo-booth-email.schema';

const record = {
  email: 'luca.bianchi@example.it',
  nomeCognome: 'L',
  citta: 'A',
  provincia: 'pd',
  privacyAccepted: 1,
};

/** Each failing field with its first message, as the API and the form show them. */
async function messages(schema: typeof photoBoothRecordSchema | typeof photoBoothFormSchema, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const item of error.inner) fields[item.path ?? '_'] ??= item.message;
    return fields;
  }
}

describe('the photo booth schemas', () => {
  it('the record accepts one-letter names; the form derived from it asks for two, in its own words', async () => {
    expect(await messages(photoBoothRecordSchema, record)).toEqual({});
    expect(await messages(photoBoothFormSchema, { ...record, privacyAccepted: true })).toEqual({
      nomeCognome: PHOTO_BOOTH_MESSAGES.form.nomeCognome,
      citta: PHOTO_BOOTH_MESSAGES.form.citta,
    });
  });

  it('words an empty form as SPEC.md section 5 does, with one message per field', async () => {
    const empty = { email: '', nomeCognome: '', citta: '', provincia: '', privacyAccepted: false };
    expect(await messages(photoBoothFormSchema, empty)).toEqual({
      email: 'Email non valida',
      nomeCognome: 'Inserisci nome e cognome',
      citta: 'Inserisci la città',
      provincia: 'Inserisci la sigla provincia',
      privacyAccepted: "Devi accettare l'informativa privacy",
    });
    expect(await messages(photoBoothRecordSchema, { ...empty, privacyAccepted: 0 })).toEqual({
      email: 'Email non valida',
      nomeCognome: 'Nome e cognome richiesti',
      citta: 'Città richiesta',
      provincia: 'Provincia richiesta',
      privacyAccepted: "Devi accettare l'informativa privacy",
    });
  });

  it("casts the form's values into the record the API stores", () => {
    const values = { ...record, nomeCognome: ' Luca ', citta: 'Abano', privacyAccepted: true, marketingConsent: true };
    expect(photoBoothRecordSchema.cast(photoBoothFormSchema.cast(values))).toEqual({
      email: 'luca.bianchi@example.it',
      nomeCognome: 'Luca',
      citta: 'Abano',
      provincia: 'PD',
      privacyAccepted: 1,
      marketingConsent: 1,
    });
  });

  it('takes any province code of 2 to 3 characters, as SPEC.md section 5 says, not only letters', async () => {
    for (const provincia of ['pd', 'VE', 'F-C', 'R1', "A'"]) {
      expect(await messages(photoBoothRecordSchema, { ...record, provincia })).toEqual({});
    }
    expect(await messages(photoBoothRecordSchema, { ...record, provincia: 'P' })).toEqual({
      provincia: PHOTO_BOOTH_MESSAGES.provincia,
    });
    expect(await messages(photoBoothRecordSchema, { ...record, provincia: 'PADO' })).toEqual({
      provincia: PHOTO_BOOTH_MESSAGES.provinciaTooLong,
    });
  });
});
