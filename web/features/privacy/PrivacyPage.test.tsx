import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/web/render';

async function openPolicy() {
  renderRoute('/privacy');
  const heading = await screen.findByRole('heading', { level: 1 });
  return { heading, page: within(heading.closest('article')!) };
}

describe('/privacy', () => {
  it('names the day after which the data is deleted, from the site configuration', async () => {
    const { page } = await openPolicy();
    expect(
      page.getByText(
        /dopo il mercoledì 31 dicembre 2025 messaggi, iscrizioni al generatore di immagini e alla\s+newsletter, prenotazioni, volontari e prove dei consensi vengono cancellati automaticamente/,
      ),
    ).toBeInTheDocument();
  });

  it('has one h1 and the two policies as sections', async () => {
    const { heading, page } = await openPolicy();
    expect(heading).toHaveTextContent('Privacy policy e cookie policy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(page.getByRole('region', { name: 'Privacy policy' })).toBeInTheDocument();
    expect(page.getByRole('region', { name: 'Cookie policy' })).toBeInTheDocument();
  });

  it('names the data controller, its address and the email for data requests', async () => {
    const { page } = await openPolicy();
    const privacy = within(page.getByRole('region', { name: 'Privacy policy' }));
    expect(privacy.getByRole('heading', { name: '1. Titolare del trattamento' })).toBeInTheDocument();
    expect(privacy.getByText('Movimento Civico Veneto – Sezione Regionale del Veneto')).toBeInTheDocument();
    expect(privacy.getByText(/Riviera Tito Livio 10, 35122 Padova/)).toBeInTheDocument();
    const emails = privacy.getAllByRole('link', { name: 'privacy@venturinipresidente.it' });
    expect(emails.length).toBeGreaterThan(0);
    emails.forEach((link) => expect(link).toHaveAttribute('href', 'mailto:privacy@venturinipresidente.it'));
  });

  it('lists the data of both forms and says the photo never leaves the device', async () => {
    const { page } = await openPolicy();
    expect(
      page.getByText(/il nome, l'indirizzo email, il\s+numero di telefono \(facoltativo\), il testo del messaggio/),
    ).toBeInTheDocument();
    expect(page.getByText(/nome e\s+cognome, città, sigla della provincia, indirizzo email/)).toBeInTheDocument();
    expect(page.getByText(/La foto che carichi o scatti non lascia mai il tuo dispositivo/)).toBeInTheDocument();
  });

  it('states purposes, retention, recipients, every right and the complaint to the Garante', async () => {
    const { page } = await openPolicy();
    expect(page.getByText('Rispondere alle tue richieste di contatto')).toBeInTheDocument();
    expect(page.getByText('Inviarti aggiornamenti sulla campagna elettorale')).toBeInTheDocument();
    expect(page.getByText('Adempiere obblighi di legge')).toBeInTheDocument();
    expect(page.getByText(/non oltre la\s+conclusione della campagna elettorale/)).toBeInTheDocument();
    expect(page.getByText('Gestire la tua prenotazione a una tappa')).toBeInTheDocument();
    expect(
      page.getByText(/Le prenotazioni a una tappa e gli ingressi registrati sono cancellati 30 giorni dopo la tappa\./),
    ).toBeInTheDocument();
    expect(page.getByText(/riceve una sola email di\s+ringraziamento/)).toBeInTheDocument();
    expect(
      page.getByText(
        /Le richieste di prenotazione sono cancellate quando scade il loro link \(48 ore\), confermate o no\./,
      ),
    ).toBeInTheDocument();
    expect(page.getByText(/fornitore di hosting del sito e del database/)).toBeInTheDocument();
    const rights = page.getByRole('heading', { name: '6. I tuoi diritti' });
    const list = within(rights.nextElementSibling!.nextElementSibling as HTMLElement);
    for (const right of [
      'accesso',
      'rettifica',
      'cancellazione',
      'limitazione',
      'portabilità',
      'opporti',
      'revocare il consenso',
    ]) {
      expect(list.getByText(new RegExp(right))).toBeInTheDocument();
    }
    expect(page.getByText('Garante per la protezione dei dati personali')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'www.garanteprivacy.it' })).toHaveAttribute(
      'href',
      'https://www.garanteprivacy.it',
    );
  });

  it('says only technical and session cookies are used, names each of them, and has no profiling or third-party cookies', async () => {
    const { page } = await openPolicy();
    const cookies = within(page.getByRole('region', { name: 'Cookie policy' }));
    expect(cookies.getByText('solo cookie tecnici e di sessione')).toBeInTheDocument();
    for (const name of ['admin_session', 'admin_login_2fa', 'admin_device', 'cookie-consent', 'cookie-consent-date']) {
      expect(cookies.getByText(name)).toBeInTheDocument();
    }
    expect(cookies.getByText(/Durata: 8 ore, o fino all'uscita dall'area riservata\./)).toBeInTheDocument();
    expect(cookies.getByText(/Preferenze cookie/)).toBeInTheDocument();
    expect(cookies.getAllByText(/memoria locale del tuo browser \(localStorage\)/)).toHaveLength(2);
    expect(
      cookies.getByRole('heading', { name: 'Nessuna profilazione e nessun cookie di terze parti' }),
    ).toBeInTheDocument();
  });

  it('ends with the date of the last update', async () => {
    const { heading } = await openPolicy();
    const article = heading.closest('article')!;
    expect(article.lastElementChild).toHaveTextContent(/^Ultimo aggiornamento: Novembre 2025$/);
  });
});
