import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MATERIAL_UPLOAD, MATERIAL_UPLOAD_MESSAGES } from '../../../../core/schema/material-upload.schema';
import { api, server } from '../../../../test/web/api-server';
import { installAdminApi, openPanel } from '../../../../test/web/admin-api-server';
import { adminApi } from '../../../../test/web/admin-api-store';
import { uploadsApi } from '../../../../test/web/material-uploads-api';

/** A file of `size` bytes starting with `head` (its magic number). */
function fileOf(name: string, size: number, head = '%PDF-1.7\n'): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode(head));
  return new File([bytes], name, { type: 'application/pdf' });
}

async function chooseFile(file: File) {
  const rendered = await openPanel();
  const form = screen.getByRole('form', { name: 'Nuovo materiale' });
  await rendered.user.upload(within(form).getByLabelText('Carica file'), file);
  return { ...rendered, form };
}

describe('"Carica file" in the materials form', () => {
  beforeEach(() => installAdminApi({ signedIn: true, role: 'editor' }));

  it('sends the file in parts, fills URL, type, size and title, and the material is saved with it', async () => {
    const { user, form } = await chooseFile(fileOf('volantino.pdf', 2500));
    expect(await within(form).findByText('File caricato: volantino.pdf (3 kB)')).toBeInTheDocument();
    const [[id, upload]] = [...uploadsApi.uploads];
    expect(upload.received).toEqual([1000, 1000, 500]);
    expect(adminApi.writes).toEqual([
      'POST /api/admin/material-uploads',
      `PUT /api/admin/material-uploads/${id}?part=0`,
      `PUT /api/admin/material-uploads/${id}?part=1`,
      `PUT /api/admin/material-uploads/${id}?part=2`,
      `POST /api/admin/material-uploads/${id}`,
    ]);
    const fileUrl = `/api/material-files/${id}/volantino.pdf`;
    expect(within(form).getByLabelText(/URL del file/)).toHaveValue(fileUrl);
    expect(within(form).getByLabelText('Dimensione')).toHaveValue('3 kB');
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('volantino');

    await user.click(within(form).getByRole('button', { name: 'Aggiungi Materiale' }));
    expect(await screen.findByText('Materiale aggiunto')).toBeInTheDocument();
    expect(api.received['/api/campaign-materials']).toEqual([
      { title: 'volantino', description: null, fileUrl, fileType: 'pdf', fileSize: '3 kB' },
    ]);
    // The form is empty again, and so is the upload's line.
    expect(within(form).queryByText(/File caricato/)).not.toBeInTheDocument();
  });

  it('says a file over 20 MB is too large before sending anything', async () => {
    const file = fileOf('video.pdf', 10);
    Object.defineProperty(file, 'size', { value: MATERIAL_UPLOAD.maxBytes + 1 });
    const { form } = await chooseFile(file);
    expect(await within(form).findByRole('alert')).toHaveTextContent(MATERIAL_UPLOAD_MESSAGES.tooLarge);
    expect(within(form).getByLabelText('Carica file')).toHaveAttribute('aria-invalid', 'true');
    expect(adminApi.writes).toEqual([]);
  });

  it("shows the server's refusal of a renamed executable, and fills nothing", async () => {
    const { form } = await chooseFile(fileOf('volantino.pdf', 1500, 'MZ'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MATERIAL_UPLOAD_MESSAGES.type);
    expect(within(form).getByLabelText(/URL del file/)).toHaveValue('');
    expect(uploadsApi.uploads.size).toBe(0);
  });

  it('shows the progress, and "Annulla caricamento" stops and deletes what was sent', async () => {
    server.use(
      http.put('*/api/admin/material-uploads/:id', async ({ request }) => {
        if (new URL(request.url).searchParams.get('part') === '1') await delay('infinite');
        return undefined;
      }),
    );
    const { user, form } = await chooseFile(fileOf('volantino.pdf', 2300));
    const bar = await within(form).findByRole('progressbar', { name: 'Caricamento di volantino.pdf' });
    // The bar shows 1,000 of 2,300 bytes; the words, told to screen readers, go in steps of 10%.
    await expect.poll(() => bar.getAttribute('value')).toBe('43');
    expect(within(form).getByRole('status')).toHaveTextContent('Caricamento di volantino.pdf: 40%');
    expect(within(form).getByRole('button', { name: 'Aggiungi Materiale' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Annulla caricamento' }));
    expect(await within(form).findByText('Caricamento annullato: nessun file è stato salvato.')).toBeInTheDocument();
    await expect.poll(() => uploadsApi.uploads.size).toBe(0);
    expect(adminApi.writes.at(-1)).toMatch(/^DELETE \/api\/admin\/material-uploads\//);
    expect(within(form).getByRole('button', { name: 'Aggiungi Materiale' })).toBeEnabled();
  });

  it('keeps a title typed while the file was going', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put('*/api/admin/material-uploads/:id', async ({ request }) => {
        if (new URL(request.url).searchParams.get('part') === '1') await held;
        return undefined;
      }),
    );
    const { user, form } = await chooseFile(fileOf('volantino.pdf', 2500));
    await within(form).findByRole('progressbar');
    await user.type(within(form).getByLabelText(/Titolo/), 'Il programma');
    release();
    expect(await within(form).findByText('File caricato: volantino.pdf (3 kB)')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Titolo/)).toHaveValue('Il programma');
  });
});
