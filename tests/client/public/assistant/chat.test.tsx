import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../client/public/i18n/public/en.json';
import { App } from '../../../../client/src/public/App';
import { TOPICS_STORAGE_KEY } from '../../../../client/src/public/assistant/topics';
import { i18n } from '../../../../client/src/public/i18n/i18n';
import { seedAssistantTopics } from '../../../../server/areas/assistant/seed';
import { toTopic } from '../../../../server/areas/assistant/view';
import { jsonResponse, resetPage, seededContacts, seededOffices, spanishPage } from '../fixtures';

const TOPICS = { topics: seedAssistantTopics('2026-01-01T00:00:00.000Z').map(toTopic) };
const GUIDE = {
  kind: 'GUIDE',
  name: 'Wayta Sullca Zamalloa',
  businessName: null,
  registrationNumber: 'GOT-2024-0001',
  ruc: null,
  status: 'VIGENTE',
  current: true,
  expiresOn: '2027-02-22',
  languages: ['es', 'en'],
  address: null,
  district: null,
  province: null,
};

let online = true;
const requests: string[] = [];

beforeEach(() => {
  online = true;
  requests.length = 0;
  spanishPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (!online) throw new TypeError('Failed to fetch');
      if (url === '/api/public/assistant') return jsonResponse(TOPICS);
      if (url === '/i18n/public/en.json') return jsonResponse(en);
      if (url === '/api/public/police-offices') return jsonResponse(seededOffices());
      if (url.startsWith('/api/public/verify?')) {
        const query = new URL(url, 'http://x').searchParams.get('q') ?? '';
        const results = query === 'GOT-2024-0001' ? [GUIDE] : [];
        return jsonResponse({ query, results, more: false, suggestions: [] });
      }
      return jsonResponse({}, 404);
    }),
  );
});

afterEach(async () => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const assistant = () => screen.getByRole('dialog', { name: 'Asistente Virtual' });
const log = () => within(assistant()).getByRole('log');
const input = () =>
  within(assistant()).getByRole('textbox', { name: 'Escribe tu pregunta al asistente' });

async function startChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Asistente Virtual' }));
  fireEvent.click(within(assistant()).getByRole('button', { name: 'Iniciar Chat' }));
  await waitFor(() => expect(document.activeElement).toBe(input()));
}

function say(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form') as HTMLFormElement);
}

describe('the assistant conversation', () => {
  it('starts with the numbers, the topics as chips and the text box focused', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    expect(within(log()).getByText('Si es una emergencia, llama ahora:')).toBeTruthy();
    const chips = await within(assistant()).findByRole('group', { name: 'Temas' });
    expect(within(chips).getByRole('button', { name: 'Me robaron' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Salud y soroche' })).toBeTruthy();
    expect(within(chips).queryByRole('button', { name: 'Otra consulta' })).toBeNull();
  });

  it('answers a typed question after a theft with what to do and the police to call', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    await within(assistant()).findByRole('group', { name: 'Temas' });
    say('me robaron la billetera');
    expect(await within(log()).findByText('me robaron la billetera')).toBeTruthy();
    expect(within(log()).getByText(/Denuncia el robo en la comisaría/)).toBeTruthy();
    const police = within(log()).getAllByRole('link', { name: 'Policía 105' }).at(-1);
    expect(police?.getAttribute('href')).toBe('tel:105');
    expect((input() as HTMLInputElement).value).toBe('');

    // The tourism police's number is right there, and the nearest station a tap away.
    const tourismPolice = await within(log()).findAllByRole('link', { name: /Policía de Turismo/ });
    expect(tourismPolice.at(-1)?.getAttribute('href')).toBe('tel:+5184249654');
    fireEvent.click(within(log()).getByRole('button', { name: 'Ver la comisaría más cercana' }));
    expect(await within(log()).findByRole('combobox', { name: /distrito/i })).toBeTruthy();
    // Every button and list on the page shares one request for the offices.
    expect(requests.filter((url) => url === '/api/public/police-offices')).toHaveLength(1);
  });

  it.each([
    ['help', 'en', ['tel:105', 'tel:106']],
    ['mi amigo está inconsciente', 'es', ['tel:106', 'tel:+5184216464', 'tel:105']],
    ['yangın var!', 'tr', ['tel:116', 'tel:106', 'tel:105']],
  ])('answers "%s" first with the numbers to call now', async (text, _lang, hrefs) => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    await within(assistant()).findByRole('group', { name: 'Temas' });
    say(text);
    const said = await within(log()).findByText(text);
    const answers = [...log().querySelectorAll('li')];
    const next = answers[answers.indexOf(said.closest('li') as HTMLLIElement) + 1];
    expect(next?.className).toContain('chat-urgent');
    const calls = [...(next?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(calls).toEqual(hrefs);
    // The advice follows the numbers.
    expect(next?.nextElementSibling?.textContent).not.toBe('');
  });

  it('opens on the answer to a situation chosen on the page itself', async () => {
    render(<App contacts={seededContacts()} />);
    const situations = screen.getByRole('region', { name: '¿Qué te pasó?' });
    fireEvent.click(within(situations).getByRole('button', { name: 'Me robaron' }));
    // The conversation loads on demand, then answers as if the chip had been chosen.
    expect(await within(assistant()).findByText(/Denuncia el robo en la comisaría/)).toBeTruthy();
    fireEvent.click(within(situations).getByRole('button', { name: 'Policía más cercana' }));
    expect(await within(log()).findByRole('combobox', { name: /distrito/i })).toBeTruthy();
  });

  it('answers a chip, and something it does not understand kindly, with the number', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    const chips = await within(assistant()).findByRole('group', { name: 'Temas' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Salud y soroche' }));
    expect(await within(log()).findByText(/soroche \(mal de altura\)/)).toBeTruthy();
    say('qwerty');
    expect(await within(log()).findByText(/no estoy seguro de haberte entendido/)).toBeTruthy();
  });

  it('verifies a guide by carné number and says when one is not registered', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    const chips = await within(assistant()).findByRole('group', { name: 'Temas' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Verificar guía o agencia' }));
    expect(await within(log()).findByText(/Escribe su nombre, su RUC/)).toBeTruthy();
    say('GOT-2024-0001');
    expect(await within(log()).findByText(/Wayta Sullca Zamalloa/)).toBeTruthy();
    expect(requests).toContain('/api/public/verify?q=GOT-2024-0001');
    say('Juan Inventado');
    expect(await within(log()).findByText(/Juan Inventado/, { selector: '.verdict' })).toBeTruthy();
  });

  it('answers another question asked instead of a name, and offers to look the words up', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    const chips = await within(assistant()).findByRole('group', { name: 'Temas' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Verificar guía o agencia' }));
    await within(log()).findByText(/Escribe su nombre, su RUC/);
    say('Taxi Tours');
    const lookUp = await within(log()).findByRole('button', { name: 'Verificar «Taxi Tours»' });
    expect(requests.some((url) => url.startsWith('/api/public/verify'))).toBe(false);
    fireEvent.click(lookUp);
    expect(await within(log()).findByText(/Taxi Tours/, { selector: '.verdict' })).toBeTruthy();
    expect(requests).toContain('/api/public/verify?q=Taxi+Tours');
  });

  it('keeps the conversation in the tab: closed and opened again, or after a reload', async () => {
    const { unmount } = render(<App contacts={seededContacts()} />);
    await startChat();
    await within(assistant()).findByRole('group', { name: 'Temas' });
    say('perdí mi pasaporte');
    await within(log()).findByText(/denuncia por pérdida/);
    const button = screen.getByRole('button', { name: 'Asistente Virtual' });
    fireEvent.click(within(assistant()).getByRole('button', { name: 'Cerrar el asistente' }));
    await waitFor(() => expect(document.activeElement).toBe(button));
    unmount();

    render(<App contacts={seededContacts()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Asistente Virtual' }));
    expect(await within(assistant()).findByText('perdí mi pasaporte')).toBeTruthy();
    expect(within(assistant()).queryByRole('button', { name: 'Iniciar Chat' })).toBeNull();
    fireEvent.click(within(assistant()).getByRole('button', { name: 'Nueva conversación' }));
    await waitFor(() => expect(within(log()).queryByText('perdí mi pasaporte')).toBeNull());
  });

  it('answers offline from the topics kept on the device', async () => {
    localStorage.setItem(TOPICS_STORAGE_KEY, JSON.stringify(TOPICS));
    online = false;
    render(<App contacts={seededContacts()} />);
    await startChat();
    say('altitude sickness');
    expect(await within(log()).findByText(/soroche \(mal de altura\)/)).toBeTruthy();
  });

  it('follows the page language, answers included', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    await within(assistant()).findByRole('group', { name: 'Temas' });
    say('me robaron');
    await within(log()).findByText(/Denuncia el robo/);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await within(log()).findByText(/Report the theft at the nearest police station/),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Topics' })).toBeTruthy();
  });

  it('answers a message in another of the page’s languages in it, and offers to switch', async () => {
    render(<App contacts={seededContacts()} />);
    await startChat();
    await within(assistant()).findByRole('group', { name: 'Temas' });
    say('I was robbed, what should I do?');
    expect(
      await within(log()).findByText(/Report the theft at the nearest police station/),
    ).toBeTruthy();
    expect(
      within(log()).getAllByRole('link', { name: 'Police Policía 105' }).length,
    ).toBeGreaterThan(0);
    // The page itself is still in Spanish until the visitor says so.
    expect(screen.getByRole('group', { name: 'Temas' })).toBeTruthy();
    const conversation = log();
    fireEvent.click(within(conversation).getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByRole('group', { name: 'Topics' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(within(conversation).queryByRole('button', { name: 'Switch to English' })).toBeNull();
  });
});
