import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { API } from '../../../core/api-paths';
import { NEWSLETTER_MESSAGES } from '../../../core/schema/newsletter-subscription.schema';
import { failWith, handle, server } from '../../../test/web/api-server';
import { renderRoute } from '../../../test/web/render';

const TOKEN = 'a'.repeat(43);

/** Answers the confirmation with `status`, counting the POSTs and the tokens they carried. */
function confirmationAnswers(status: number, message: string) {
  const tokens: unknown[] = [];
  server.use(
    handle('POST', API.newsletterConfirmation, async ({ request }) => {
      tokens.push(((await request.json()) as { token: unknown }).token);
      return status === 200
        ? { status: 'confirmed' as const, message }
        : HttpResponse.json({ error: message }, { status });
    }),
  );
  return tokens;
}

/** The methods of every request the page sends, whatever its path: what a link's mere opening must not do. */
function requestsSent() {
  const methods: string[] = [];
  const record = ({ request }: { request: Request }) => methods.push(request.method);
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return methods;
}

const CONFIRM = "Conferma l'iscrizione";

describe('/iscrizione/conferma, the link of the confirmation mail', () => {
  // Mail scanners and link previews open a mail's links, some running their scripts: opening must confirm nothing.
  it('sends nothing as it opens, and confirms with one click, once', async () => {
    const tokens = confirmationAnswers(200, NEWSLETTER_MESSAGES.confirmed);
    const sent = requestsSent();
    const { user } = renderRoute(`/iscrizione/conferma?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Conferma dell'iscrizione" })).toBeInTheDocument();
    // Long enough for a request sent on load to reach the handlers.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.filter((method) => method !== 'GET')).toEqual([]);
    expect(tokens).toEqual([]);

    await user.click(screen.getByRole('button', { name: CONFIRM }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iscrizione confermata' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.confirmed);
    expect(screen.queryByRole('button', { name: CONFIRM })).not.toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it.each([
    [409, 'Iscrizione già confermata', NEWSLETTER_MESSAGES.linkUsed],
    [410, 'Link scaduto', NEWSLETTER_MESSAGES.linkExpired],
    [404, 'Link non valido', NEWSLETTER_MESSAGES.linkInvalid],
  ])('says plainly what a %i means', async (status, heading, message) => {
    confirmationAnswers(status, message);
    const { user } = renderRoute(`/iscrizione/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: CONFIRM }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: CONFIRM })).not.toBeInTheDocument();
  });

  it('offers no button and asks nothing of the API for a link without its token', async () => {
    const tokens = confirmationAnswers(200, NEWSLETTER_MESSAGES.confirmed);
    renderRoute('/iscrizione/conferma');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CONFIRM })).not.toBeInTheDocument();
    expect(tokens).toEqual([]);
  });

  it('lets the visitor try again when the server fails, and confirms then', async () => {
    failWith('post', API.newsletterConfirmation, 500, 'Si è verificato un errore interno. Riprova più tardi.');
    const { user } = renderRoute(`/iscrizione/conferma?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: CONFIRM }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conferma non riuscita' })).toBeInTheDocument();
    const tokens = confirmationAnswers(200, NEWSLETTER_MESSAGES.confirmed);
    await user.click(screen.getByRole('button', { name: CONFIRM }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iscrizione confermata' })).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });
});

describe("/iscrizione/annulla, the unsubscribe link of the newsletter's mails", () => {
  it('changes nothing as it opens, and unsubscribes with one click', async () => {
    const asked: string[] = [];
    server.use(
      handle('POST', API.newsletterUnsubscribe, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('t') ?? '');
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      }),
    );
    const { user } = renderRoute(`/iscrizione/annulla?t=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: "Annulla l'iscrizione" })).toBeInTheDocument();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: "Annulla l'iscrizione" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iscrizione annullata' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.unsubscribed);
    expect(asked).toEqual([TOKEN]);
  });

  it('says when the link is not valid, and lets the visitor try again after a failure', async () => {
    failWith('post', API.newsletterUnsubscribe, 503, 'Servizio non disponibile');
    const { user } = renderRoute(`/iscrizione/annulla?t=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: "Annulla l'iscrizione" }));
    expect(await screen.findByText(/Non è stato possibile annullare l'iscrizione/)).toBeInTheDocument();
    failWith('post', API.newsletterUnsubscribe, 404, NEWSLETTER_MESSAGES.linkInvalid);
    await user.click(screen.getByRole('button', { name: "Annulla l'iscrizione" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido' })).toBeInTheDocument();
  });
});
