import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderRoute } from './render';

/** /contatti's "Invia un messaggio" form, rendered as a visitor lands on it. */
export async function openContactForm() {
  const rendered = renderRoute('/contatti');
  const form = within(await screen.findByRole('form', { name: 'Invia un messaggio' }));
  return { ...rendered, form };
}

type Form = Awaited<ReturnType<typeof openContactForm>>['form'];
type User = Awaited<ReturnType<typeof openContactForm>>['user'];

export const contactField = (form: Form, name: string) => form.getByRole('textbox', { name });

/** Fills every field with valid values and accepts the privacy notice. */
export async function fillValidContact(user: User, form: Form, { marketing = false } = {}) {
  await user.type(contactField(form, 'Nome e cognome'), 'Maria Rossi');
  await user.type(contactField(form, 'Email'), 'maria.rossi@example.it');
  await user.type(contactField(form, 'Telefono (facoltativo)'), '+39 049 123 4567');
  await user.type(contactField(form, 'Messaggio'), 'Vorrei dare una mano come volontaria a Padova.');
  await user.click(form.getByRole('checkbox', { name: /Ho letto e accetto/ }));
  if (marketing) await user.click(form.getByRole('checkbox', { name: /aggiornamenti/ }));
}

export function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(message);
}
