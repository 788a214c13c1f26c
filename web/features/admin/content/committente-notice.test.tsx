import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import type { AdminRole } from '../../../../core/schema/user.schema';

const WARNING = /Manca la riga del committente responsabile/;

/** The panel of `role`, once the site content it reads has arrived. */
async function panelOf(role: AdminRole) {
  installAdminApi({ signedIn: true, role });
  const rendered = await openPanel();
  if (role !== 'inbox') await screen.findByRole('form', { name: 'Contenuti del sito' });
  return rendered;
}

describe("the panel's warning while the committente line is empty", () => {
  beforeEach(() => {
    api.content.committente = null;
  });

  it('warns the owner, in Italian, and leads to the field', async () => {
    await panelOf('owner');
    const warning = await screen.findByText(WARNING);
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(warning).toHaveTextContent(/L\. 515\/1993/);
    expect(within(warning).getByRole('link', { name: 'Contenuti' })).toHaveAttribute('href', '#contenuti');
  });

  it('counts a line of blanks as empty', async () => {
    api.content.committente = '   ';
    await panelOf('owner');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
  });

  it('goes once the owner fills the line in', async () => {
    const { user } = await panelOf('owner');
    await screen.findByText(WARNING);
    const form = screen.getByRole('form', { name: 'Contenuti del sito' });
    await user.type(within(form).getByLabelText('Committente responsabile'), 'Committente responsabile: Paolo Fabris');
    await user.click(within(form).getByRole('button', { name: 'Salva Contenuti' }));
    expect(await screen.findByText('Contenuti aggiornati')).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('warns the editor too, who may fill it', async () => {
    await panelOf('editor');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
  });

  it('is not shown to the inbox role, which cannot edit the content', async () => {
    await panelOf('inbox');
    await screen.findByRole('heading', { name: 'Pannello Amministrazione' });
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});

it('is not shown while the committente line is set', async () => {
  await panelOf('owner');
  expect(screen.queryByText(WARNING)).toBeNull();
});
