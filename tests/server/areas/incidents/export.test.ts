import { beforeEach, describe, expect, it } from 'vitest';
import { valueByCurrency } from '../../../../server/areas/incidents/export';
import { cuscoToday } from '../../../../server/registry/dates';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';
import { csvRows } from '../../../support/csv';
import { PERSONAL_VALUES, theftReport } from '../../../support/incident-reports';

let app: TestApp;
let police: ReturnType<typeof withToken>;

beforeEach(async () => {
  app = await createTestApp();
  police = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
});

async function file(overrides: Record<string, unknown> = {}) {
  app.clock.advance(60_000);
  const response = await app.request.post('/api/public/incidents').send(theftReport(overrides));
  expect(response.status).toBe(201);
  return response.body.code as string;
}

const MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

describe('the CSV export of the cases (/api/admin/incidents/export)', () => {
  it('writes the filtered cases with headers and values in the language asked, never personal data', async () => {
    const theft = await file({
      items: [
        { description: 'iPhone 14', value: 900, currency: 'usd' },
        { description: 'Camera', value: 350.5, currency: 'USD' },
        { description: 'Cash', value: 80, currency: 'PEN' },
        { description: 'Passport', value: null, currency: null },
      ],
    });
    await file({ type: 'SCAM' });
    const response = await police.get('/api/admin/incidents/export?type=THEFT&lang=en');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=denuncias-${cuscoToday(app.clock.now())}.csv`,
    );
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(response.text);
    expect(header).toEqual([
      'Case code',
      'Type',
      'Status',
      'Received (Peru time)',
      'Occurred (Peru time)',
      'District',
      'Place',
      'Jurisdiction',
      'Routing',
      'Officer in charge',
      'Items reported',
      'Value reported by currency',
      'Last change (Peru time)',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      theft,
      'Theft',
      'Received',
      expect.stringMatching(MINUTE),
      '2026-11-20 15:30',
      '',
      'Plaza de Armas, near the cathedral',
      'Cusco Centro Histórico',
      'By the tourist’s position: the nearest office',
      '',
      '4',
      'PEN 80; USD 1250.5',
      expect.stringMatching(MINUTE),
    ]);
    for (const value of PERSONAL_VALUES) expect(response.text).not.toContain(value);
  });

  it('follows the list’s search and sort, in Spanish unless asked otherwise', async () => {
    const first = await file();
    const second = await file({ type: 'LOST_DOCUMENTS' });
    await file({ place: { province: 'Canchis', district: 'Sicuani' } });
    const response = await police.get(
      '/api/admin/incidents/export?search=plaza&sortBy=CODE&order=ASC',
    );
    const [header, ...rows] = csvRows(response.text);
    expect(header?.slice(0, 4)).toEqual(['Código', 'Tipo', 'Estado', 'Recibida (hora de Perú)']);
    expect(rows.map((row) => row[0])).toEqual([first, second]);
    expect(rows[1]?.slice(1, 3)).toEqual(['Pérdida de documentos', 'Recibido']);
  });

  it('writes what a tourist typed as text that a spreadsheet does not run', async () => {
    await file({ place: { description: '=HYPERLINK("http://evil.example","Clic")' } });
    const response = await police.get('/api/admin/incidents/export');
    expect(response.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Clic"")"`);
    expect(response.text).not.toContain(',=HYPERLINK');
  });

  it('refuses a language it does not write and a filter the list does not know (400)', async () => {
    const language = await police.get('/api/admin/incidents/export?lang=fr');
    expect(language.status).toBe(400);
    expect(language.body.fields).toHaveProperty('lang');
    const status = await police.get('/api/admin/incidents/export?status=ABIERTO');
    expect(status.status).toBe(400);
    expect(status.body.fields).toHaveProperty('status.0');
  });

  it('is for the tourism police: a DIRCETUR and a stranger are refused', async () => {
    const dircetur = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
    expect((await dircetur.get('/api/admin/incidents/export')).status).toBe(403);
    expect((await app.request.get('/api/admin/incidents/export?lang=fr')).status).toBe(401);
  });
});

describe('valueByCurrency', () => {
  it('sums the values per currency, leaving out items without one', () => {
    expect(
      valueByCurrency([
        { description: 'a', value: 10, currency: 'USD' },
        { description: 'b', value: null, currency: 'USD' },
        { description: 'c', value: 5.25, currency: 'USD' },
        { description: 'd', value: 3, currency: null },
      ]),
    ).toBe('3; USD 15.25');
    expect(valueByCurrency([])).toBe('');
  });
});
