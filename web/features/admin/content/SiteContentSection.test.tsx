import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteContentSchema } from '../../../../core/schema/site-content.schema';
import { defaultSiteContent } from '../../../../core/site-content-defaults';
import { api, failWith } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';

beforeEach(() => installAdminApi({ signedIn: true }));

const contentForm = () => screen.getByRole('form', { name: 'Contenuti del sito' });

describe('site content', () => {
  it('edits every field a content update takes, pre-filled with the current content', async () => {
    await openPanel();
    const form = await screen.findByRole('form', { name: 'Contenuti del sito' });
    expect(within(form).getByLabelText('Titolo della biografia')).toHaveValue(defaultSiteContent.bioTitle);
    expect(within(form).getByLabelText('Testo della biografia')).toHaveValue(defaultSiteContent.bioText);
    expect(within(form).getByLabelText('Telefono')).toHaveValue('');
    // The law's documents are the owner's, published in "Trasparenza": not fields of this form.
    expect(within(form).getAllByRole('textbox')).toHaveLength(Object.keys(siteContentSchema.fields).length);
    expect(within(form).queryByLabelText(/Curriculum/)).not.toBeInTheDocument();
  });

  it('sends only the changed fields: "Contenuti aggiornati"', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Contenuti del sito' });
    await user.clear(within(form).getByLabelText('Titolo della mappa'));
    await user.type(within(form).getByLabelText('Titolo della mappa'), 'Il nostro viaggio');
    await user.type(within(form).getByLabelText('Telefono'), '+39 049 000 1111');
    await user.clear(within(form).getByLabelText('Profilo Instagram'));
    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    expect(await screen.findByText('Contenuti aggiornati')).toBeInTheDocument();
    // As the shared schema casts them: a cleared link is null, as the function stores it.
    expect(api.received['/api/content']).toEqual([
      { mapTitle: 'Il nostro viaggio', contactPhone: '+39 049 000 1111', instagramUrl: null },
    ]);
    expect(within(contentForm()).getByLabelText('Titolo della mappa')).toHaveValue('Il nostro viaggio');
  });

  it('validates with the shared schema and keeps the edit when saving fails', async () => {
    const { user } = await openPanel();
    const form = await screen.findByRole('form', { name: 'Contenuti del sito' });
    await user.clear(within(form).getByLabelText('Email di contatto'));
    await user.type(within(form).getByLabelText('Email di contatto'), 'non-una-mail');
    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    expect(await within(form).findByText('Email non valida')).toBeInTheDocument();
    expect(adminApi.writes).toEqual([]);

    failWith('put', '/api/content', 500, 'Si è verificato un errore interno. Riprova più tardi.');
    await user.clear(within(form).getByLabelText('Email di contatto'));
    await user.type(within(form).getByLabelText('Email di contatto'), 'scrivi@example.it');
    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    expect(await screen.findByText("Si è verificato un errore nell'aggiornamento dei contenuti")).toBeInTheDocument();
    expect(within(form).getByLabelText('Email di contatto')).toHaveValue('scrivi@example.it');
  });
});
