import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_IN_MESSAGES, type AttendanceRow } from '../../../../core/schema/check-in.schema';
import { dayInItaly } from '../../../../core/rome-time';
import { installAdminApi } from '../../../../test/web/admin-api-server';
import { doorApi } from '../../../../test/web/admin-door-api';
import { renderRoute } from '../../../../test/web/render';
import { CONDITION_MS } from '../../../../test/patience';

const TODAY: AttendanceRow = {
  kind: 'stop',
  id: 12,
  title: 'Incontro in piazza',
  date: dayInItaly(Date.now()),
  time: '18:30',
  place: 'Castelfranco Veneto',
  confirmedPeople: 3,
  checkedInPeople: 0,
  walkInPeople: 0,
  noShowPeople: 0,
};

function openDoor(role: 'owner' | 'inbox' | 'editor' = 'inbox') {
  installAdminApi({ signedIn: true, role });
  doorApi.attendance = [TODAY];
  doorApi.people.set('stop:12', [
    { rsvpId: 1, name: 'Anna Bianchi', people: 2, code: 'K7M4XR2P', checkedInAt: null },
    { rsvpId: 2, name: 'Luca Verdi', people: 1, code: 'H3N8QW5T', checkedInAt: null },
  ]);
  return renderRoute('/admin/ingresso');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('/admin/ingresso, the door', () => {
  it('takes a typed code as the mail writes it, once: then says who is already in', async () => {
    const { user } = openDoor();
    await screen.findByRole('heading', { name: 'Ingresso', level: 1 });
    const form = within(screen.getByRole('form', { name: 'Registra un codice scritto' }));
    await user.type(form.getByRole('textbox', { name: /Codice di ingresso/ }), 'k7m4-xr2p');
    await user.click(form.getByRole('button', { name: 'Registra il codice' }));
    expect(await screen.findByText('Benvenuto/a!')).toBeInTheDocument();
    expect(screen.getByText('Anna Bianchi, 2 persone: Incontro in piazza.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Codice di ingresso/ })).toHaveValue('');

    await user.type(form.getByRole('textbox', { name: /Codice di ingresso/ }), 'K7M4XR2P');
    await user.click(form.getByRole('button', { name: 'Registra il codice' }));
    expect(await screen.findByText('Già registrato')).toBeInTheDocument();
    expect(screen.getByText(/Anna Bianchi è già registrato\/a/)).toBeInTheDocument();
    expect(doorApi.checkIns).toHaveLength(1);
  });

  it('says what is wrong with a code before sending it, and when nobody has it', async () => {
    const { user } = openDoor();
    const form = within(await screen.findByRole('form', { name: 'Registra un codice scritto' }));
    const field = form.getByRole('textbox', { name: /Codice di ingresso/ });
    await user.type(field, 'ABC');
    await user.click(form.getByRole('button', { name: 'Registra il codice' }));
    expect(await form.findByText(CHECK_IN_MESSAGES.code)).toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'ZZZZZZZZ');
    await user.click(form.getByRole('button', { name: 'Registra il codice' }));
    expect(await screen.findByText('Non registrato')).toBeInTheDocument();
    expect(screen.getByText(CHECK_IN_MESSAGES.unknownCode)).toBeInTheDocument();
  });

  it("finds a person by name among the chosen stop's confirmed people, and checks them in with one tap", async () => {
    const { user } = openDoor();
    const picker = await screen.findByRole('combobox', { name: 'Tappa o turno' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2), { timeout: CONDITION_MS });
    await user.selectOptions(picker, 'stop:12');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'luca');
    await user.click(await screen.findByRole('button', { name: 'Registra Luca Verdi' }));
    expect(await screen.findByText('Luca Verdi, 1 persona: Incontro in piazza.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registra Anna Bianchi' })).not.toBeInTheDocument();
  });

  it('takes a walk-in, keeping an email only with the consent', async () => {
    const { user } = openDoor();
    const picker = await screen.findByRole('combobox', { name: 'Tappa o turno' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2), { timeout: CONDITION_MS });
    await user.selectOptions(picker, 'stop:12');
    const form = within(screen.getByRole('form', { name: 'Ingresso senza prenotazione' }));
    await user.type(form.getByRole('textbox', { name: /Nome/ }), 'Pietro Neri');
    await user.selectOptions(form.getByRole('combobox', { name: /Persone/ }), '3');
    await user.type(form.getByRole('textbox', { name: /Email/ }), 'pietro@example.it');
    await user.click(form.getByRole('button', { name: "Registra l'ingresso" }));
    expect(await form.findByText(CHECK_IN_MESSAGES.emailWithoutConsent)).toBeInTheDocument();
    expect(doorApi.checkIns).toHaveLength(0);
    await user.click(form.getByRole('checkbox', { name: /acconsente/ }));
    await user.click(form.getByRole('button', { name: "Registra l'ingresso" }));
    expect(await screen.findByText('Ingresso registrato')).toBeInTheDocument();
    expect(doorApi.checkIns).toMatchObject([{ name: 'Pietro Neri', people: 3, walkIn: true }]);
    expect(form.getByRole('textbox', { name: /Nome/ })).toHaveValue('');
  });

  it('keeps check-ins made without signal in the page, each code once, says how many wait, and sends them when it returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = openDoor();
    const form = within(await screen.findByRole('form', { name: 'Registra un codice scritto' }));
    for (const code of ['K7M4XR2P', 'H3N8QW5T', 'k7m4xr2p']) {
      await user.type(form.getByRole('textbox', { name: /Codice di ingresso/ }), code);
      await user.click(form.getByRole('button', { name: 'Registra il codice' }));
      await waitFor(() => expect(form.getByRole('textbox', { name: /Codice di ingresso/ })).toHaveValue(code));
      await user.clear(form.getByRole('textbox', { name: /Codice di ingresso/ }));
    }
    expect(screen.getByText(/Nessuna connessione.*2 registrazioni in attesa/)).toBeInTheDocument();
    expect(screen.getByText('In attesa di connessione')).toBeInTheDocument();
    expect(doorApi.checkIns).toHaveLength(0);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Inviate 2 registrazioni in attesa')).toBeInTheDocument();
    expect(doorApi.checkIns.map((checkIn) => checkIn.name)).toEqual(['Anna Bianchi', 'Luca Verdi']);
    expect(screen.getByText('Connessione attiva')).toBeInTheDocument();
  });

  it("scans with the browser's BarcodeDetector where it has one", async () => {
    const detect = vi.fn().mockResolvedValue([{ rawValue: 'H3N8QW5T' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = detect;
      },
    );
    const track = { stop: vi.fn() };
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [track] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const { user } = openDoor();
    await user.click(await screen.findByRole('button', { name: 'Scansiona con la fotocamera' }));
    expect(
      await screen.findByText('Luca Verdi, 1 persona: Incontro in piazza.', {}, { timeout: CONDITION_MS }),
    ).toBeInTheDocument();
    // Held up for longer, the same code is not sent again.
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: CONDITION_MS });
    expect(doorApi.checkIns).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Spegni la fotocamera' }));
    expect(track.stop).toHaveBeenCalled();
  });

  it('is not for the editors', async () => {
    openDoor('editor');
    expect(await screen.findByRole('alert')).toHaveTextContent("L'ingresso è riservato al titolare e alla segreteria.");
  });
});
