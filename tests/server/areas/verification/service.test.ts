import { describe, expect, it } from 'vitest';
import { verifyProvider } from '../../../../server/areas/verification/service';
import { loadConfig } from '../../../../server/config';
import { buildSeed, createDataStore } from '../../../../server/data';
import { createAuth } from '../../../../server/security';
import type { Data } from '../../../../server/store/types';
import { TEST_JWT_SECRET, TEST_PASSWORD_HASHING } from '../../../support/app';
import { testContext } from '../../../support/context';
import { agency, guide, verificationData } from './fixtures';

// One generous limiter for the file: the limit itself is tested over HTTP.
const auth = await createAuth(
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, VERIFY_MAX_PER_IP: '100000' }),
  { passwordHashing: TEST_PASSWORD_HASHING },
);

async function verify(query: unknown, data: Data = verificationData()) {
  const ctx = await testContext({ store: createDataStore(data), auth });
  return verifyProvider(ctx, query);
}

const names = async (query: string, data?: Data) =>
  (await verify(query, data)).results.map((provider) => provider.name);

/** A company whose razón social starts with a person's name: JUAN QUISPE TOURS E.I.R.L. */
const juanQuispeTours = () =>
  agency({
    id: 'a-eirl',
    businessName: 'JUAN QUISPE TOURS E.I.R.L.',
    tradeName: 'Apu Travel',
    ruc: '20600000011',
    certificateNumber: 'CUS-AV-2025-0041',
  });

describe('verifyProvider: matching', () => {
  it('finds a guide by carné whatever the case, spaces and hyphens', async () => {
    for (const query of ['GOT-2025-0420', 'got-2025-0420', 'got 2025 0420', 'GOT20250420']) {
      expect(await names(query), query).toEqual(['Rosa Elena Quispe Huamán']);
    }
  });

  it('finds names without accents and in any case, word by word', async () => {
    expect(await names('rosa quispe huaman')).toEqual(['Rosa Elena Quispe Huamán']);
    expect(await names('QUISPE rosa')).toEqual(['Rosa Elena Quispe Huamán']);
    expect(await names('nusta')).toEqual(['Ñusta Huillca Pérez']);
    expect(await names('CONDOR andino')).toEqual(['Cóndor Andino Travel']);
  });

  it('finds agencies and lodgings by RUC digits, certificate and razón social', async () => {
    expect(await names('206 000 000 01')).toEqual(['Cóndor Andino Travel']);
    expect(await names('cus-av-2025-0099')).toEqual(['Cóndor Andino Travel']);
    expect(await names('20500000002')).toEqual(['Hostal Inti Wasi']);
    expect(await names('inti wasi eirl')).toEqual([]);
    expect(await names('INTI WASI E.I.R.L.')).toEqual(['Hostal Inti Wasi']);
  });

  it('puts an exact identifier before a partial one, and those before names', async () => {
    const data = verificationData();
    data.guides.push(
      guide({ id: 'g-longer', firstNames: 'Ana', licenseNumber: 'GOT-2025-04201' }),
      guide({
        id: 'g-named',
        firstNames: 'GOT 2025 0420',
        lastNames: 'Ayala',
        licenseNumber: 'GOT-1999-0001',
      }),
    );
    const { results } = await verify('got 2025 0420', data);
    expect(results.map((provider) => provider.registrationNumber)).toEqual([
      'GOT-2025-0420',
      'GOT-2025-04201',
      'GOT-1999-0001',
    ]);
    expect(results[0]?.name).toBe('Rosa Elena Quispe Huamán');
    expect(results[2]?.name).toBe('GOT 2025 0420 Ayala');
  });

  it('answers at most ten, by name, and says when there are more', async () => {
    const data = verificationData();
    for (let n = 1; n <= 12; n++) {
      data.guides.push(
        guide({
          id: `g-${n}`,
          firstNames: 'Carlos',
          lastNames: `Prueba ${n}`,
          licenseNumber: `X-${n}`,
        }),
      );
    }
    const answer = await verify('carlos prueba', data);
    expect(answer.results).toHaveLength(10);
    expect(answer.more).toBe(true);
    expect(answer.results[0]?.name).toBe('Carlos Prueba 1');
    expect(answer.results[1]?.name).toBe('Carlos Prueba 2');
    expect((await verify('carlos prueba 1', data)).more).toBe(false);
  });

  it('answers nothing found with an empty list', async () => {
    expect(await verify('Pedro Inventado Soto')).toEqual({
      query: 'Pedro Inventado Soto',
      results: [],
      more: false,
      suggestions: [],
      noGuideNamed: false,
    });
    expect((await verify('GOT-2099-9999')).results).toEqual([]);
  });

  it('trims the query it answers with', async () => {
    expect((await verify('   rosa   ')).query).toBe('rosa');
  });

  it('refuses a query under 3 or over 100 characters, or none, with 400', async () => {
    for (const query of [undefined, '', 'ab', '   ab   ', 'x'.repeat(101)]) {
      await expect(verify(query), String(query)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        status: 400,
      });
    }
    await expect(verify('abc')).resolves.toMatchObject({ query: 'abc' });
    await expect(verify('x'.repeat(100))).resolves.toMatchObject({ results: [] });
  });
});

describe('verifyProvider: statuses', () => {
  it('says a current guide may work, with expiry and languages', async () => {
    const [rosa] = (await verify('GOT-2025-0420')).results;
    expect(rosa).toEqual({
      kind: 'GUIDE',
      name: 'Rosa Elena Quispe Huamán',
      businessName: null,
      registrationNumber: 'GOT-2025-0420',
      ruc: null,
      status: 'VIGENTE',
      current: true,
      expiresOn: '2099-12-31',
      languages: ['es', 'en', 'qu'],
      address: null,
      district: null,
      province: null,
      directoryCutoff: null,
      notInDirectoryAsOf: null,
      matchedField: 'LICENSE_NUMBER',
    });
  });

  it('marks an expired carné or certificate VENCIDO, not current', async () => {
    expect((await verify('GOT-2019-0007')).results[0]).toMatchObject({
      status: 'VENCIDO',
      current: false,
      expiresOn: '2020-01-31',
    });
    expect((await verify('viajes pasados')).results[0]).toMatchObject({
      kind: 'TRAVEL_AGENCY',
      status: 'VENCIDO',
      current: false,
    });
  });

  it('answers from the registry as it is after every write', async () => {
    const ctx = await testContext({ store: createDataStore(verificationData()), auth });
    expect((await verifyProvider(ctx, 'GOT-2025-0420')).results[0]?.status).toBe('VIGENTE');
    await ctx.store.guides.update('g-rosa', { status: 'SUSPENDIDO' });
    expect((await verifyProvider(ctx, 'GOT-2025-0420')).results[0]?.status).toBe('SUSPENDIDO');
    await ctx.store.guides.remove('g-rosa');
    expect((await verifyProvider(ctx, 'GOT-2025-0420')).results).toEqual([]);
  });

  it('marks suspended guides and lodgings, and closed lodgings', async () => {
    expect((await verify('GOT-2024-0100')).results[0]).toMatchObject({
      status: 'SUSPENDIDO',
      current: false,
    });
    expect((await verify('hostal suspendido')).results[0]).toMatchObject({
      kind: 'LODGING',
      status: 'SUSPENDIDO',
      current: false,
    });
    expect((await verify('cerrado del valle')).results[0]).toMatchObject({
      kind: 'LODGING',
      status: 'CERRADO',
      current: false,
      expiresOn: null,
    });
  });

  it('gives an agency its public address, RUC and razón social', async () => {
    expect((await verify('CUS-AV-2025-0099')).results[0]).toMatchObject({
      kind: 'TRAVEL_AGENCY',
      name: 'Cóndor Andino Travel',
      businessName: 'CÓNDOR ANDINO S.A.C.',
      ruc: '20600000001',
      address: 'Calle Plateros 345',
      district: 'Cusco',
      province: 'Cusco',
      status: 'VIGENTE',
      current: true,
      languages: [],
    });
  });
});

describe('verifyProvider: a name typed with slips', () => {
  const seeded = () => buildSeed(new Date());
  const suggested = async (query: string, data?: Data) =>
    (await verify(query, data)).suggestions.map((provider) => provider.name);

  it('answers "did you mean" for typos, another word order and a missing surname', async () => {
    expect(await suggested('Alvares', seeded())).toContain('Juana Álvarez Castillo');
    for (const query of [
      'Juana Alvares Castilo',
      'castilo juana',
      'Castillo Juana Alvares',
      'JUANA ALVAREZ CASTIYO',
    ]) {
      const answer = await verify(query, seeded());
      expect(answer.results, query).toEqual([]);
      expect(answer.suggestions[0], query).toMatchObject({
        name: 'Juana Álvarez Castillo',
        kind: 'GUIDE',
      });
    }
  });

  it('never leaves a registered guide one typo away without a suggestion', async () => {
    const data = seeded();
    for (const guide of data.guides) {
      const name = `${guide.firstNames} ${guide.lastNames}`;
      // The longest word loses its second letter, as a thumb slips on a phone.
      const words = name.split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
      const typo = words.map((word) => (word === longest ? word[0] + word.slice(2) : word));
      const answer = await verify(typo.join(' '), data);
      const found = [...answer.results, ...answer.suggestions].map((provider) => provider.name);
      expect(found, typo.join(' ')).toContain(name);
    }
  });

  it('suggests nothing when the name is far from every registered one, nor when one matched', async () => {
    expect(await suggested('Zzyzx Qwerty', seeded())).toEqual([]);
    expect(await suggested('rosa quispe huaman')).toEqual([]);
  });
});

describe('verifyProvider: what a query matched', () => {
  /** A sole trader's agency: its razón social is its owner's name, a person who is not a guide. */
  const withSoleTrader = (...guides: Parameters<typeof guide>[0][]) => {
    const data = verificationData();
    data.travelAgencies.push(
      agency({
        id: 'a-sole',
        businessName: 'ZÚÑIGA QUISPE NORMA JUANA',
        tradeName: 'Llaqta Trekking',
        ruc: '10348089540',
        certificateNumber: 'CUS-AV-2025-0040',
      }),
    );
    data.guides.push(...guides.map((overrides) => guide(overrides)));
    return data;
  };

  it('says an agency met by its representative’s name is not a guide of that name', async () => {
    const answer = await verify('Juan Quispe', withSoleTrader());
    expect(answer.noGuideNamed).toBe(true);
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({
      kind: 'TRAVEL_AGENCY',
      name: 'Llaqta Trekking',
      matchedField: 'LEGAL_REPRESENTATIVE',
    });
  });

  it('answers a person’s name with guides first, then others met by a person’s name', async () => {
    const answer = await verify(
      'Juan Quispe',
      withSoleTrader({
        id: 'g-juan',
        firstNames: 'Juan',
        lastNames: 'Quispe Mamani',
        licenseNumber: 'GOT-2025-0999',
      }),
    );
    expect(answer.noGuideNamed).toBe(false);
    expect(answer.results.map((provider) => [provider.name, provider.matchedField])).toEqual([
      ['Juan Quispe Mamani', 'GUIDE_NAME'],
      ['Llaqta Trekking', 'LEGAL_REPRESENTATIVE'],
    ]);
  });

  it('names the field met: trade name, legal name, RUC, carné or certificate', async () => {
    const field = async (query: string) => (await verify(query)).results[0]?.matchedField;
    expect(await field('rosa quispe')).toBe('GUIDE_NAME');
    expect(await field('condor andino')).toBe('TRADE_NAME');
    expect(await field('INTI WASI E.I.R.L.')).toBe('LEGAL_NAME');
    expect(await field('20600000001')).toBe('RUC');
    expect(await field('GOT-2025-0420')).toBe('LICENSE_NUMBER');
    expect(await field('CUS-AV-2025-0099')).toBe('CERTIFICATE_NUMBER');
    expect((await verify('condor andino')).noGuideNamed).toBe(false);
    expect((await verify('Pedro Inventado Soto')).noGuideNamed).toBe(false);
  });

  it('answers a person’s name met only on a company’s razón social: no guide has it', async () => {
    const data = verificationData();
    data.travelAgencies.push(juanQuispeTours());
    const answer = await verify('Juan Quispe', data);
    expect(answer.noGuideNamed).toBe(true);
    expect(answer.results[0]).toMatchObject({ name: 'Apu Travel', matchedField: 'LEGAL_NAME' });
    // Asked for the company, by its name: no word about guides.
    expect((await verify('Juan Quispe Tours EIRL', data)).noGuideNamed).toBe(false);
    expect((await verify('INTI WASI E.I.R.L.', data)).noGuideNamed).toBe(false);
    // Met on a trade name too: the tourist may have asked for the agency.
    expect((await verify('Travel', data)).noGuideNamed).toBe(false);
  });

  it('puts a guide of the name before a company whose razón social starts with it', async () => {
    const data = verificationData();
    data.travelAgencies.push(juanQuispeTours());
    data.guides.push(
      guide({ id: 'g-juan', firstNames: 'Juan Carlos', lastNames: 'Quispe', licenseNumber: 'G-9' }),
    );
    const answer = await verify('Juan Quispe', data);
    expect(answer.noGuideNamed).toBe(false);
    expect(answer.results.map((provider) => provider.matchedField)).toEqual([
      'GUIDE_NAME',
      'LEGAL_NAME',
    ]);
  });

  it('marks a suggestion met by a representative’s name as such', async () => {
    const answer = await verify('Norma Zuñga', withSoleTrader());
    expect(answer.results).toEqual([]);
    expect(answer.suggestions[0]).toMatchObject({
      name: 'Llaqta Trekking',
      matchedField: 'LEGAL_REPRESENTATIVE',
    });
  });
});

describe('verifyProvider: identifiers read with a letter for a digit', () => {
  it('folds O for 0, I and l for 1, S for 5 and B for 8', async () => {
    const data = verificationData();
    data.guides.push(guide({ id: 'g-eight', firstNames: 'Ana', licenseNumber: 'GOT-2018-0081' }));
    for (const query of ['GOT-2O25-O42O', 'got 2o25 o420', 'GOT-2O2S-0420']) {
      expect(await names(query, data), query).toEqual(['Rosa Elena Quispe Huamán']);
    }
    expect(await names('GOT-2OlB-OOBI', data)).toEqual(['Ana Quispe Huamán']);
    expect(await names('2O6OOOOOOOI', data)).toEqual(['Cóndor Andino Travel']);
    expect(await names('CUS-AV-2O2S-OO99', data)).toEqual(['Cóndor Andino Travel']);
  });

  it('offers an identifier one character off as "did you mean", not as nothing found', async () => {
    for (const query of ['GOT-2025-0421', 'GOT-2025-04200', 'GOT-2025-020', 'GOT-2O25-O42I']) {
      const answer = await verify(query);
      expect(answer.results, query).toEqual([]);
      expect(answer.suggestions, query).toHaveLength(1);
      expect(answer.suggestions[0], query).toMatchObject({
        name: 'Rosa Elena Quispe Huamán',
        matchedField: 'LICENSE_NUMBER',
      });
    }
    expect((await verify('20600000009')).suggestions[0]).toMatchObject({
      name: 'Cóndor Andino Travel',
      matchedField: 'RUC',
    });
  });

  it('offers every number one character off, and none when so many are that it is a guess', async () => {
    const data = verificationData();
    const add = (numbers: string[]) =>
      data.guides.push(
        ...numbers.map((licenseNumber, n) =>
          guide({ id: `g-near-${licenseNumber}`, firstNames: `Near ${n}`, licenseNumber }),
        ),
      );
    add(['GOT-2025-0422', 'GOT-2026-0421']);
    const near = await verify('GOT-2025-0421', data);
    expect(near.suggestions.map((provider) => provider.registrationNumber).sort()).toEqual([
      'GOT-2025-0420',
      'GOT-2025-0422',
      'GOT-2026-0421',
    ]);
    add(['GOT-2025-0423', 'GOT-2025-0424', 'GOT-2025-0425', 'GOT-2025-0426', 'GOT-2025-0427']);
    add(['GOT-2025-0428', 'GOT-2025-0429', 'GOT-2025-0401', 'GOT-2025-0411']);
    const guess = await verify('GOT-2025-0421', data);
    expect(guess.results).toEqual([]);
    expect(guess.suggestions).toEqual([]);
  });

  it('offers no number for a short query one character off', async () => {
    const data = verificationData();
    data.guides.push(guide({ id: 'g-short', firstNames: 'Corto', licenseNumber: 'A-12' }));
    expect((await verify('A-13', data)).suggestions).toEqual([]);
  });

  it('suggests no identifier two characters off, nor for a name', async () => {
    expect((await verify('GOT-2025-0499')).suggestions).toEqual([]);
    expect((await verify('GOT-2099-9999')).suggestions).toEqual([]);
    expect((await verify('Rosa Quispe Huaman Xyz')).suggestions).toEqual([]);
  });
});
