import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyLocation } from '../../../../client/src/public/location/MyLocation';
import { NearestOffices } from '../../../../client/src/public/police/NearestOffices';
import { distanceMetres } from '../../../../client/src/public/police/nearest';
import { OFFICES_STORAGE_KEY } from '../../../../client/src/public/police/offices';
import { PROVINCE_CAPITALS } from '../../../../shared/cusco';
import { jsonResponse, resetPage, seededOffices, spanishPage } from '../fixtures';

const offices = seededOffices();
const PLAZA = { latitude: -13.51664, longitude: -71.97872, accuracy: 15 };

function stubGeolocation(answer: { coords: typeof PLAZA } | { code: number }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    clipboard: { writeText: vi.fn(async () => {}) },
    geolocation: {
      getCurrentPosition(success: PositionCallback, failure: PositionErrorCallback) {
        if ('coords' in answer) success({ coords: answer.coords } as GeolocationPosition);
        else
          failure({
            code: answer.code,
            message: '',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
      },
    },
  });
}

beforeEach(() => {
  spanishPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(offices)),
  );
});

afterEach(() => {
  cleanup();
  resetPage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const locate = () => fireEvent.click(screen.getByRole('button', { name: 'Mostrar mi ubicación' }));

describe('MyLocation', () => {
  it('shows latitude, longitude and a Plus Code, then the nearest office with call and map links', async () => {
    stubGeolocation({ coords: PLAZA });
    render(<MyLocation />);
    locate();

    expect(await screen.findByText('-13.51664')).toBeTruthy();
    expect(screen.getByText('-71.97872')).toBeTruthy();
    expect(screen.getByText(/^[23456789CFGHJMPQRVWX]{8}\+[23456789CFGHJMPQRVWX]{2}$/)).toBeTruthy();

    const list = await screen.findByRole('list');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('heading').textContent).toBe('Comisaría PNP de Turismo Cusco');
    expect(within(first).getByText(/a \d+ m/)).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Llamar/ })
        .getAttribute('href'),
    ).toBe('tel:+5184249654');
    expect(
      within(first)
        .getByRole('link', { name: /Abrir en mapas/ })
        .getAttribute('href'),
    ).toContain('query=-13.51502,-71.98127');
    // Kept for the next visit without network.
    expect(JSON.parse(localStorage.getItem(OFFICES_STORAGE_KEY) ?? '[]')).toHaveLength(
      offices.length,
    );
  });

  it('copies the position as text and offers an SMS when the browser cannot share', async () => {
    stubGeolocation({ coords: PLAZA });
    render(<MyLocation />);
    locate();
    await screen.findByText('-13.51664');

    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await screen.findByText('Ubicación copiada.');
    const text = vi.mocked(navigator.clipboard.writeText).mock.calls[0]?.[0] ?? '';
    expect(text).toContain('latitud -13.51664, longitud -71.97872');
    expect(text).toMatch(/Plus Code [0-9A-Z]{8}\+/);

    const sms = screen.getByRole('link', { name: 'Enviar por SMS' }).getAttribute('href') ?? '';
    expect(sms.startsWith('sms:?body=')).toBe(true);
    expect(decodeURIComponent(sms.slice('sms:?body='.length))).toBe(text);
  });

  it('explains a refusal and offers the district list', async () => {
    stubGeolocation({ code: 1 });
    render(<MyLocation />);
    locate();

    expect(await screen.findByText(/No diste permiso/)).toBeTruthy();
    const select = screen.getByLabelText('Elige tu distrito') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'Cusco|Saylla' } });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Comisaría PNP San Sebastián');
    expect(items[0]?.textContent).not.toMatch(/ a \d/);
  });

  it('ranks the offices by distance from the capital of a province without one', async () => {
    stubGeolocation({ code: 1 });
    render(<MyLocation />);
    locate();
    await screen.findByText(/No diste permiso/);
    const select = screen.getByLabelText('Elige tu distrito') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'Paucartambo|Paucartambo' } });
    expect(
      await screen.findByText(/Estas son las más cercanas a su capital, Paucartambo:/),
    ).toBeTruthy();
    const capital = PROVINCE_CAPITALS.Paucartambo;
    const expected = [...offices]
      .sort((a, b) => distanceMetres(capital, a) - distanceMetres(capital, b))
      .slice(0, 3)
      .map((office) => office.station);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h4')?.textContent)).toEqual(expected);
    expect(items[0]?.textContent).toMatch(/ a \d+ km/);
  });

  it('brings the coordinates into view once they are read', async () => {
    stubGeolocation({ coords: PLAZA });
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    render(<MyLocation />);
    locate();
    const latitude = await screen.findByText('-13.51664');
    // The scroll is an effect of the render that shows the digits: it runs after it.
    await waitFor(() => expect(scrolled.some((element) => element.contains(latitude))).toBe(true));
  });

  it('reads the position when another part of the page asks for it', async () => {
    stubGeolocation({ coords: PLAZA });
    render(<MyLocation request={1} />);
    expect(await screen.findByText('-13.51664')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar mi ubicación' })).toBeTruthy();
  });

  it('explains a timeout and an unavailable position', async () => {
    stubGeolocation({ code: 3 });
    const { unmount } = render(<MyLocation />);
    locate();
    expect(await screen.findByText(/tardó demasiado/)).toBeTruthy();
    unmount();
    stubGeolocation({ code: 2 });
    render(<MyLocation />);
    locate();
    expect(await screen.findByText(/no pudo determinar/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });
});

describe('NearestOffices offline', () => {
  it('uses the offices stored on the device when the network fails', async () => {
    localStorage.setItem(OFFICES_STORAGE_KEY, JSON.stringify(offices));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<NearestOffices position={{ latitude: -13.2585, longitude: -72.2639 }} />);
    expect(
      await screen.findByText(/Sin conexión: se muestran las oficinas guardadas/),
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Ollantaytambo');
  });

  it('says so when there is no copy and no network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<NearestOffices position={null} />);
    expect(await screen.findByText(/No se pudieron cargar las oficinas/)).toBeTruthy();
  });
});
