import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../client/public/i18n/public/en.json';
import tr from '../../../client/public/i18n/public/tr.json';
import { App } from '../../../client/src/public/App';
import { i18n } from '../../../client/src/public/i18n/i18n';
import {
  EXPECTED_HREFS,
  jsonResponse,
  resetPage,
  seededContacts,
  seededOffices,
  spanishPage,
  storedContacts,
} from './fixtures';

const answers: Record<string, unknown> = {
  '/i18n/public/en.json': en,
  '/i18n/public/tr.json': tr,
  '/api/public/police-offices': seededOffices(),
};

beforeEach(() => {
  spanishPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in answers ? jsonResponse(answers[url]) : jsonResponse({}, 404),
    ),
  );
});

afterEach(async () => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

const emergencyButton = () => screen.getByRole('button', { name: 'Teléfonos de Emergencia' });
const assistantButton = () => screen.getByRole('button', { name: 'Asistente Virtual' });
const drawer = () => screen.queryByRole('dialog', { name: 'Teléfonos de Emergencia' });
const assistant = () => screen.queryByRole('dialog', { name: 'Asistente Virtual' });
/** A dialog's tap-to-call links (WhatsApp links sit beside some of them). */
const callLinks = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('tel:'));

describe('emergency drawer', () => {
  it('starts closed and opens from the red button with every number, in order', () => {
    render(<App contacts={seededContacts()} />);
    expect(drawer()).toBeNull();

    fireEvent.click(emergencyButton());

    const dialog = drawer();
    expect(dialog).not.toBeNull();
    expect(emergencyButton().getAttribute('aria-expanded')).toBe('true');
    const links = callLinks(dialog as HTMLElement);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EXPECTED_HREFS);
    expect(links[3]?.textContent).toContain('Bomberos');
    expect(links[3]?.textContent).toContain('084 240313');
    const chat = within(dialog as HTMLElement).getByRole('link', {
      name: 'iPerú – asistencia al turista, 24 h por WhatsApp',
    });
    expect(chat.getAttribute('href')).toBe('https://wa.me/51944492314');
    // Each row draws its kind's pictogram from the one symbol of that kind.
    const kinds = links.map((link) =>
      link.querySelector('svg.contact-kind use')?.getAttribute('href'),
    );
    expect(kinds).toEqual([
      '#kind-police',
      '#kind-police',
      '#kind-medical',
      '#kind-fire',
      '#kind-medical',
      '#kind-medical',
      '#kind-tourist-help',
      '#kind-fire',
    ]);
    expect(document.querySelectorAll('symbol#kind-police')).toHaveLength(1);
  });

  it('closes with Cerrar, with the red button again and with Escape, giving focus back', async () => {
    render(<App contacts={seededContacts()} />);
    const button = emergencyButton();

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(drawer()).toBeNull();

    fireEvent.click(button);
    fireEvent.click(button);
    expect(drawer()).toBeNull();

    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(document.activeElement).toBe(drawer()));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(drawer()).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('says "Mi ubicación" is below the numbers, and takes the tourist there', () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(<App contacts={seededContacts()} />);
    fireEvent.click(emergencyButton());
    fireEvent.click(
      within(drawer() as HTMLElement).getByRole('button', { name: /Más abajo: tu ubicación/ }),
    );
    expect(scrolled.map((element) => element.id)).toContain('my-location');
    vi.restoreAllMocks();
  });

  it('shows the stored numbers, and says so, when the page and the network have none', async () => {
    resetPage();
    storedContacts(seededContacts());
    render(<App />);
    fireEvent.click(emergencyButton());
    await screen.findByText(/números guardados en este dispositivo/);
    expect(callLinks(drawer() as HTMLElement)).toHaveLength(8);
  });
});

describe('virtual assistant', () => {
  it('opens and closes independently of the drawer', () => {
    render(<App contacts={seededContacts()} />);
    expect(assistant()).toBeNull();

    fireEvent.click(assistantButton());
    expect(assistant()).not.toBeNull();
    expect(screen.getByText(/Hola! Soy el asistente de la Policía de Turismo/)).toBeTruthy();

    fireEvent.click(emergencyButton());
    expect(drawer()).not.toBeNull();
    expect(assistant()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(assistant()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el asistente' }));
    expect(assistant()).toBeNull();
    expect(drawer()).toBeNull();
  });

  it('"Iniciar Chat" offers the police and the tourism police and the full list', async () => {
    render(<App contacts={seededContacts()} />);
    fireEvent.click(assistantButton());
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Chat' }));

    const panel = assistant() as HTMLElement;
    expect(await within(panel).findByText('Si es una emergencia, llama ahora:')).toBeTruthy();
    const log = within(panel).getByRole('log');
    // The tourism police's main office (Cusco's historic centre), from the police offices.
    await within(log).findByRole('link', { name: /Policía de Turismo/ });
    const calls = within(log).getAllByRole('link');
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(['tel:105', 'tel:+5184249654']);
    expect(within(panel).queryByRole('button', { name: 'Iniciar Chat' })).toBeNull();

    fireEvent.click(
      within(panel).getByRole('button', { name: 'Ver todos los números de emergencia' }),
    );
    expect(drawer()).not.toBeNull();
    expect(assistant()).not.toBeNull();
  });
});

describe('language', () => {
  it('switches to English and Turkish: texts, contact names, <html lang> and the remembered choice', async () => {
    render(<App contacts={seededContacts()} />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    await screen.findByRole('heading', { name: 'Tips for your visit' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Emergency phone numbers' }));
    const links = callLinks(
      drawer() ?? screen.getByRole('dialog', { name: 'Emergency phone numbers' }),
    );
    expect(links[0]?.textContent).toContain('Police');
    expect(links[5]?.textContent).toContain('Cusco Regional Hospital');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EXPECTED_HREFS);

    fireEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
    await screen.findByRole('dialog', { name: 'Acil durum telefonları' });
    expect(screen.getAllByRole('link', { name: /Polis/ }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('tr');
  });

  it.each([
    ['fetches the whole list and shows its names', 'Polis', true],
    ['shows the English names when the list cannot be fetched', 'Police', false],
  ] as const)(
    'a language chosen in place %s (the page names its numbers in es and en only)',
    async (_, shown, online) => {
      // What the server writes into a Spanish page: each number's Spanish and English names.
      const page = seededContacts().map(({ names, ...contact }) => ({
        ...contact,
        names: { es: names.es, en: names.en },
      }));
      const asked = vi.fn(async (url: string) => {
        if (url === '/api/public/emergency-contacts') {
          if (!online) throw new TypeError('offline');
          return jsonResponse(seededContacts());
        }
        return url in answers ? jsonResponse(answers[url]) : jsonResponse({}, 404);
      });
      vi.stubGlobal('fetch', asked);
      render(<App contacts={page} />);
      expect(asked).not.toHaveBeenCalledWith('/api/public/emergency-contacts', expect.anything());

      fireEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Acil durum telefonları' }));
      const dialog = await screen.findByRole('dialog', { name: 'Acil durum telefonları' });
      await waitFor(() => expect(callLinks(dialog)[0]?.textContent).toContain(shown));
      expect(asked).toHaveBeenCalledWith('/api/public/emergency-contacts', expect.anything());
      expect(callLinks(dialog).map((link) => link.getAttribute('href'))).toEqual(EXPECTED_HREFS);
    },
  );

  it('asks for the whole list again at the next language chosen after an offline miss', async () => {
    const page = seededContacts().map(({ names, ...contact }) => ({
      ...contact,
      names: { es: names.es, en: names.en },
    }));
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/public/emergency-contacts') {
          if (!online) throw new TypeError('offline');
          return jsonResponse(seededContacts());
        }
        return url in answers ? jsonResponse(answers[url]) : jsonResponse({}, 404);
      }),
    );
    render(<App contacts={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
    await screen.findByRole('heading', { name: 'Ziyaretiniz için öneriler' });

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('heading', { name: 'Tips for your visit' });
    fireEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acil durum telefonları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acil durum telefonları' });
    await waitFor(() => expect(callLinks(dialog)[0]?.textContent).toContain('Polis'));
  });

  it.each([
    ['arrives', (resolve: (response: Response) => void) => resolve(jsonResponse(en))],
    ['fails', (_: unknown, reject: (error: Error) => void) => reject(new TypeError('offline'))],
  ] as const)(
    'keeps the language picked last when an earlier pick’s dictionary %s after it',
    async (_, settleEnglish) => {
      i18n.removeResourceBundle('en', 'translation');
      i18n.removeResourceBundle('en', 'incidentReport');
      i18n.removeResourceBundle('tr', 'translation');
      i18n.removeResourceBundle('tr', 'incidentReport');
      let answerEnglish: () => void = () => undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) =>
          url === '/i18n/public/en.json'
            ? new Promise<Response>((resolve, reject) => {
                answerEnglish = () => settleEnglish(resolve, reject);
              })
            : Promise.resolve(url in answers ? jsonResponse(answers[url]) : jsonResponse({}, 404)),
        ),
      );
      render(<App contacts={seededContacts()} />);

      // English on a slow line, then Turkish, whose dictionary comes at once.
      fireEvent.click(screen.getByRole('button', { name: 'English' }));
      fireEvent.click(screen.getByRole('button', { name: 'Türkçe' }));
      await screen.findByRole('heading', { name: 'Ziyaretiniz için öneriler' });

      await act(async () => {
        answerEnglish();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(screen.getByRole('heading', { name: 'Ziyaretiniz için öneriler' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('tr');
      expect(document.cookie).toContain('lang=tr');
      expect(screen.getByRole('button', { name: 'Türkçe' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('stays in Spanish and says why when a dictionary cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    i18n.removeResourceBundle('en', 'translation');
    i18n.removeResourceBundle('en', 'incidentReport');
    render(<App contacts={seededContacts()} />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('heading', { name: 'Consejos para tu visita' })).toBeTruthy();
  });
});
