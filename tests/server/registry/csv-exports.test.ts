import { beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../../server/api';
import { fullPath } from '../../../server/http/route-table';
import { spreadsheetText } from '../../../server/registry/csv';
import { createTestApp, type TestApp } from '../../support/app';
import { signInAs, withToken } from '../../support/auth';
import { theftReport } from '../../support/incident-reports';

// SECURITY 35: a cell of any export never starts a formula, in a spreadsheet that splits lines on
// "," as the file says, or on ";" (Spanish locales), TAB or "|", quotes read or not.

/** What an anonymous tourist may type as a place: a formula after a ";" (issue 32, item 5). */
const PAYLOAD = "Plaza;=cmd|' /C calc'!A0";

let app: TestApp;
let admin: ReturnType<typeof withToken>;

/** The first record of a registry, to write the payload into. */
async function firstId(path: string): Promise<string> {
  const list = await admin.get(`${path}?size=1`);
  expect(list.status, path).toBe(200);
  return list.body.items[0].id;
}

async function patchFirst(path: string, change: Record<string, unknown>): Promise<void> {
  const response = await admin.patch(`${path}/${await firstId(path)}`, change);
  expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
}

/** How the payload gets into each export: a free-text field, as a user would write it. */
const EXPORTS: Readonly<Record<string, () => Promise<void>>> = {
  'GET /api/admin/guides/export': () => patchFirst('/api/admin/guides', { association: PAYLOAD }),
  'GET /api/admin/travel-agencies/export': () =>
    patchFirst('/api/admin/travel-agencies', { address: PAYLOAD }),
  'GET /api/admin/lodgings/export': () => patchFirst('/api/admin/lodgings', { address: PAYLOAD }),
  'GET /api/admin/police/export': () => patchFirst('/api/admin/police', { unit: PAYLOAD }),
  'GET /api/admin/jurisdictions/export': () =>
    patchFirst('/api/admin/jurisdictions', { touristZones: [PAYLOAD, `-${PAYLOAD}`] }),
  'GET /api/admin/users/export': () => patchFirst('/api/admin/users', { name: `Ana ${PAYLOAD}` }),
  'GET /api/admin/incidents/export': async () => {
    const filed = await app.request
      .post('/api/public/incidents')
      .send(theftReport({ place: { description: PAYLOAD } }));
    expect(filed.status).toBe(201);
  },
};

/** Each piece of a line that a spreadsheet splitting on `separator` would take as a formula. */
function formulaCells(text: string, separator: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[ "]+/, ''))
    .filter((piece) => /^[=+\-@\t\r]/.test(piece) && !/^-?\d+(\.\d+)?"?$/.test(piece));
}

/** Every cell quoted ("" inside doubled), separated by commas, each line ending in CRLF. */
const EVERY_CELL_QUOTED = /^("(?:[^"]|"")*"(?:,|\r\n))+$/;

beforeAll(async () => {
  app = await createTestApp();
  admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
});

describe('every CSV export (SECURITY 35)', () => {
  it('is listed here: a new export gets this test too', () => {
    const exports = API_ROUTES.flatMap((group) =>
      group.routes
        .filter(
          (route) => typeof route.response === 'string' && route.response.includes('text/csv'),
        )
        .map((route) => `${route.method} ${fullPath(group, route)}`),
    );
    expect(exports.sort()).toEqual(Object.keys(EXPORTS).sort());
  });

  it.each(Object.entries(EXPORTS))(
    '%s writes a formula after a separator as text, every cell quoted',
    async (route, write) => {
      await write();
      const response = await admin.get(route.replace(/^GET /, ''));
      expect(response.status).toBe(200);
      const text = response.text;
      expect(text).toContain(`Plaza;'=cmd|' /C calc'!A0`);
      expect(text.replace(/^\uFEFF/, '')).toMatch(EVERY_CELL_QUOTED);
      for (const separator of [',', ';', '\t', '|']) {
        expect(formulaCells(text, separator), `split on ${JSON.stringify(separator)}`).toEqual([]);
      }
    },
  );
});

describe('spreadsheetText', () => {
  it('makes plain text of each piece that would start a formula, and only of those', () => {
    expect(spreadsheetText('=1+1')).toBe("'=1+1");
    expect(spreadsheetText(PAYLOAD)).toBe("Plaza;'=cmd|' /C calc'!A0");
    expect(spreadsheetText('a, -b; @c\t+d|=e\nf\r=g')).toBe("a,' -b;' @c\t'+d|'=e\nf\r'=g");
    expect(spreadsheetText('\t=x')).toBe("'\t'=x");
    // Quotes and spaces a spreadsheet may drop do not hide a formula.
    expect(spreadsheetText('x; "=y"')).toBe(`x;' "=y"`);
    expect(spreadsheetText('Plaza de Armas, 2026-11-20 15:30; PEN 80')).toBe(
      'Plaza de Armas, 2026-11-20 15:30; PEN 80',
    );
  });
});
