import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../client/public/i18n/public/en.json';
import { VerifySection } from '../../../../client/src/public/components/VerifySection';
import { i18n, loadLanguage } from '../../../../client/src/public/i18n/i18n';
import { ProviderResults } from '../../../../client/src/public/verification/ProviderResults';
import type { VerifiedProvider } from '../../../../client/src/public/verification/types';
import { jsonResponse, resetPage, seededOffices, spanishPage } from '../fixtures';

beforeEach(spanishPage);

afterEach(async () => {
  cleanup();
  resetPage();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function provider(overrides: Partial<VerifiedProvider>): VerifiedProvider {
  return {
    kind: 'GUIDE',
    name: 'Rosa Elena Quispe Huamán',
    businessName: null,
    registrationNumber: 'GOT-2025-0420',
    ruc: null,
    status: 'VIGENTE',
    current: true,
    expiresOn: '2099-12-31',
    languages: ['es', 'en'],
    address: null,
    district: null,
    province: null,
    directoryCutoff: null,
    notInDirectoryAsOf: null,
    matchedField: 'LICENSE_NUMBER',
    ...overrides,
  };
}

const results = (
  list: VerifiedProvider[],
  more = false,
  suggestions: VerifiedProvider[] = [],
  noGuideNamed = false,
) =>
  ({ kind: 'results', query: 'consulta', results: list, more, suggestions, noGuideNamed }) as const;

/** A sole trader's agency: its razón social is the name of the person who represents it. */
const soleTraderAgency = provider({
  kind: 'TRAVEL_AGENCY',
  name: 'Llaqta Trekking',
  businessName: 'ZÚÑIGA QUISPE NORMA JUANA',
  registrationNumber: 'CUS-AV-2025-0040',
  ruc: '10348089540',
  languages: [],
  matchedField: 'LEGAL_REPRESENTATIVE',
});

describe('ProviderResults', () => {
  it('says a current guide is registered and current, with carné, expiry and languages', () => {
    render(<ProviderResults outcome={results([provider({})])} />);
    expect(screen.getByText('Registrado y vigente')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rosa Elena Quispe Huamán' })).toBeTruthy();
    expect(screen.getByText('Carné n.º')).toBeTruthy();
    expect(screen.getByText('GOT-2025-0420')).toBeTruthy();
    expect(screen.getByText('Vence el')).toBeTruthy();
    expect(screen.getByText(/2099/)).toBeTruthy();
  });

  it('says where an agency’s facts come from and as of when, or that the directory dropped it', () => {
    const agency = {
      kind: 'TRAVEL_AGENCY' as const,
      name: 'Inka Trail Expeditions',
      registrationNumber: 'CUS-AV-0420',
      ruc: '20527141975',
      expiresOn: null,
      languages: [],
    };
    render(
      <ProviderResults
        outcome={results([
          provider({ ...agency, directoryCutoff: '2026-10-15' }),
          provider({
            ...agency,
            name: 'Andes Viajes',
            directoryCutoff: '2026-09-15',
            notInDirectoryAsOf: '2026-10-15',
          }),
        ])}
      />,
    );
    const [listed, dropped] = screen.getAllByRole('article');
    expect(listed?.textContent).toContain(
      'FuenteDirectorio Nacional de Prestadores, corte 15 de octubre de 2026',
    );
    expect(listed?.textContent).not.toContain('No figura');
    expect(dropped?.textContent).toContain(
      'No figura en el Directorio Nacional de Prestadores del Ministerio de Comercio Exterior y Turismo (corte 15 de octubre de 2026)',
    );
    expect(dropped?.textContent).not.toContain('Fuente');
  });

  it('says registered but expired, suspended or closed, with advice', () => {
    render(
      <ProviderResults
        outcome={results([
          provider({ status: 'VENCIDO', current: false, expiresOn: '2020-01-31' }),
          provider({ name: 'Otro', status: 'SUSPENDIDO', current: false }),
          provider({
            kind: 'LODGING',
            name: 'Hotel Cerrado',
            status: 'CERRADO',
            current: false,
            expiresOn: null,
            languages: [],
            ruc: '20500000004',
            registrationNumber: '20500000004',
            address: 'Av. Sol 1',
            district: 'Cusco',
            province: 'Cusco',
          }),
        ])}
      />,
    );
    expect(screen.getByText('Registrado, pero vencido')).toBeTruthy();
    expect(screen.getByText('Venció el')).toBeTruthy();
    expect(screen.getByText('Registrado, pero suspendido')).toBeTruthy();
    expect(screen.getByText('Registrado, pero cerrado')).toBeTruthy();
    expect(screen.getByText('Av. Sol 1, Cusco, Cusco')).toBeTruthy();
    expect(screen.getAllByText(/Busca otro proveedor/)).toHaveLength(2);
  });

  it('says not in the registry when nothing matched, and asks for more when there is more', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(seededOffices())),
    );
    const { rerender } = render(<ProviderResults outcome={results([])} />);
    expect(screen.getByText('«consulta» no figura en el registro')).toBeTruthy();
    // With the tourism police to call about it, right there.
    const call = await screen.findByRole('link', { name: /Policía de Turismo/ });
    expect(call.getAttribute('href')).toBe('tel:+5184249654');
    rerender(<ProviderResults outcome={results([provider({})], true)} />);
    expect(screen.getByText(/Hay más coincidencias/)).toBeTruthy();
  });

  it('offers the close names as "did you mean", never "not in the registry"', () => {
    const juana = provider({ name: 'Juana Álvarez Castillo', registrationNumber: 'GOT-2024-0031' });
    render(<ProviderResults outcome={results([], false, [juana])} />);
    expect(
      screen.getByText('No hay una coincidencia exacta con «consulta». ¿Quisiste decir…?'),
    ).toBeTruthy();
    expect(screen.getByText('Juana Álvarez Castillo')).toBeTruthy();
    expect(screen.getByText(/Registrado y vigente/)).toBeTruthy();
    expect(screen.queryByText(/no figura en el registro/)).toBeNull();
  });

  it('says no guide has the name before an agency met by its representative’s name', () => {
    render(<ProviderResults outcome={results([soleTraderAgency], false, [], true)} />);
    const outcome = document.body.textContent ?? '';
    const noGuide = outcome.indexOf('«consulta»: no hay ningún guía con ese nombre.');
    expect(noGuide).toBeGreaterThanOrEqual(0);
    expect(
      outcome.indexOf('Agencia cuyo representante se llama ZÚÑIGA QUISPE NORMA JUANA'),
    ).toBeGreaterThan(noGuide);
    expect(screen.queryByText(/1 resultado/)).toBeNull();
  });

  it('says what matched when it is not the provider’s own name or number', () => {
    const company = provider({
      ...soleTraderAgency,
      name: 'Hostal Inti Wasi',
      kind: 'LODGING',
      businessName: 'INTI WASI E.I.R.L.',
      ruc: '20500000002',
      matchedField: 'LEGAL_NAME',
    });
    render(
      <ProviderResults outcome={results([company, provider({ matchedField: 'GUIDE_NAME' })])} />,
    );
    const [lodging, guide] = screen.getAllByRole('article');
    expect(lodging?.textContent).toContain('Hospedaje cuya razón social es INTI WASI E.I.R.L.');
    expect(guide?.textContent).not.toMatch(/cuy[ao]/);
  });

  it('offers a number one character off as "did you mean", with the number', () => {
    const rosa = provider({});
    render(<ProviderResults outcome={results([], false, [rosa])} />);
    expect(screen.getByText(/¿Quisiste decir…\?/)).toBeTruthy();
    expect(screen.getByText('GOT-2025-0420')).toBeTruthy();
    expect(screen.queryByText(/no figura en el registro/)).toBeNull();
  });

  it('explains the other outcomes', () => {
    const { rerender } = render(<ProviderResults outcome={{ kind: 'rate-limited' }} />);
    expect(screen.getByText(/Espera un minuto/)).toBeTruthy();
    rerender(<ProviderResults outcome={{ kind: 'offline' }} />);
    expect(screen.getByText(/Sin conexión/)).toBeTruthy();
  });
});

describe('VerifySection', () => {
  const field = () => screen.getByLabelText('Nombre, RUC o número de carné') as HTMLInputElement;
  const type = (text: string) => fireEvent.input(field(), { target: { value: text } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

  it('asks for 3 characters without searching', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<VerifySection />);
    type('ab');
    submit();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('searches, shows the verdict, and says when nothing is registered', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('nadie')
        ? jsonResponse({ query: 'nadie', results: [], more: false })
        : jsonResponse({ query: 'GOT-2025-0420', results: [provider({})], more: false }),
    );
    vi.stubGlobal('fetch', fetch);
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(<VerifySection />);
    type('GOT-2025-0420');
    submit();
    await screen.findByText('Registrado y vigente');
    expect(screen.getByRole('status').textContent).toContain('Rosa Elena Quispe Huamán');
    // The verdict is brought to the top, clear of the floating buttons.
    expect(scrolled).toContain(screen.getByRole('status'));

    type('nadie');
    submit();
    await screen.findByText('«nadie» no figura en el registro');
  });

  it('says when the tourist searched too often', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'RATE_LIMITED' }, 429)),
    );
    render(<VerifySection />);
    type('rosa');
    submit();
    await screen.findByText(/Hiciste muchas búsquedas seguidas/);
  });

  it('speaks English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/i18n/public/en.json'
          ? jsonResponse(en)
          : jsonResponse({
              query: 'x',
              results: [provider({ status: 'VENCIDO', current: false })],
              more: false,
            }),
      ),
    );
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    render(<VerifySection />);
    fireEvent.input(screen.getByLabelText('Name, RUC or licence number'), {
      target: { value: 'rosa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByText('Registered, but expired')).toBeTruthy());
  });
});
