import { describe, expect, it } from 'vitest';
import { runQuery } from '../../../server/store/evaluate';
import type { Query } from '../../../server/store/query';

interface Guide {
  id: string;
  name: string;
  licenseNumber: string;
  expiresOn: string;
  status: 'VIGENTE' | 'SUSPENDIDO';
  languages: string[];
  email: string | null;
  rating: number | null;
}

const GUIDES: Guide[] = [
  {
    id: 'g1',
    name: 'Ñusta Huillca',
    licenseNumber: 'GT-10',
    expiresOn: '2027-01-10',
    status: 'VIGENTE',
    languages: ['es', 'qu'],
    email: null,
    rating: 4,
  },
  {
    id: 'g2',
    name: 'Ángel Quispe',
    licenseNumber: 'GT-9',
    expiresOn: '2026-05-01',
    status: 'SUSPENDIDO',
    languages: ['es', 'en'],
    email: 'a@x.pe',
    rating: 5,
  },
  {
    id: 'g3',
    name: 'nube Condori',
    licenseNumber: 'GT-11',
    expiresOn: '2026-12-31',
    status: 'VIGENTE',
    languages: ['en'],
    email: '',
    rating: null,
  },
  {
    id: 'g4',
    name: 'Oso Mamani',
    licenseNumber: 'GT-2',
    expiresOn: '2026-12-31',
    status: 'VIGENTE',
    languages: [],
    email: 'o@x.pe',
    rating: 4,
  },
  {
    id: 'g5',
    name: 'azul Ccori',
    licenseNumber: 'GT-1',
    expiresOn: '2025-01-01',
    status: 'VIGENTE',
    languages: ['tr'],
    email: null,
    rating: 3,
  },
];
const FIELDS = { searchable: ['name', 'licenseNumber'] as const };
const ids = (query: Query<Guide>) => runQuery(GUIDES, query, FIELDS).items.map((g) => g.id);

describe('queries as data, answered in memory', () => {
  it('compares fields for equality, in a list, and in ranges (ISO dates as texts)', () => {
    expect(ids({ where: { status: 'SUSPENDIDO' } })).toEqual(['g2']);
    expect(ids({ where: { status: { ne: 'VIGENTE' } } })).toEqual(['g2']);
    expect(ids({ where: { licenseNumber: { in: ['GT-1', 'GT-2'] } } })).toEqual(['g4', 'g5']);
    // A VENCIDO guide is a range over the expiry date, not a filter in a service.
    expect(ids({ where: { expiresOn: { lt: '2026-06-01' } } })).toEqual(['g2', 'g5']);
    expect(ids({ where: { expiresOn: { gte: '2026-12-31', lte: '2026-12-31' } } })).toEqual([
      'g3',
      'g4',
    ]);
    expect(ids({ where: { rating: { gt: 3 } } })).toEqual(['g1', 'g2', 'g4']);
  });

  it('tells null from a value, and an empty text from null', () => {
    expect(ids({ where: { email: { isNull: true } } })).toEqual(['g1', 'g5']);
    expect(ids({ where: { email: null } })).toEqual(['g1', 'g5']);
    expect(ids({ where: { email: { isNull: false } } })).toEqual(['g2', 'g3', 'g4']);
    expect(ids({ where: { rating: { ne: null } } })).toEqual(['g1', 'g2', 'g4', 'g5']);
  });

  it('matches list fields when one of their values does', () => {
    expect(ids({ where: { languages: 'en' } })).toEqual(['g2', 'g3']);
    expect(ids({ where: { languages: { in: ['qu', 'tr'] } } })).toEqual(['g1', 'g5']);
  });

  it('joins conditions with and, and alternatives with or', () => {
    expect(
      ids({ where: { status: 'VIGENTE', or: [{ languages: 'tr' }, { rating: { gte: 4 } }] } }),
    ).toEqual(['g1', 'g4', 'g5']);
    expect(ids({ where: { and: [{ rating: { gte: 4 } }, { rating: { lte: 4 } }] } })).toEqual([
      'g1',
      'g4',
    ]);
  });

  it('searches the declared fields, case and accents ignored, and contains on one field', () => {
    expect(ids({ search: 'QUISPE' })).toEqual(['g2']);
    expect(ids({ search: 'angel' })).toEqual(['g2']);
    expect(ids({ search: 'gt-1' })).toEqual(['g1', 'g3', 'g5']);
    expect(ids({ search: 'a@x' })).toEqual([]); // email is not searchable
    expect(ids({ where: { name: { contains: 'CCORI' } } })).toEqual(['g5']);
  });

  it('orders texts the Spanish way and numbers by value, empty last, ties by id in the last direction', () => {
    expect(ids({ orderBy: [{ field: 'name' }] })).toEqual(['g2', 'g5', 'g3', 'g1', 'g4']);
    expect(ids({ orderBy: [{ field: 'licenseNumber' }] })).toEqual(['g5', 'g4', 'g2', 'g1', 'g3']);
    expect(ids({ orderBy: [{ field: 'rating', descending: true }] })).toEqual([
      'g2',
      'g4',
      'g1',
      'g5',
      'g3',
    ]);
    expect(ids({ orderBy: [{ field: 'email' }] })).toEqual(['g2', 'g4', 'g1', 'g3', 'g5']);
    expect(ids({ orderBy: [{ field: 'expiresOn' }, { field: 'name', descending: true }] })).toEqual(
      ['g5', 'g2', 'g4', 'g3', 'g1'],
    );
  });

  it('pages after ordering and counts every match', () => {
    const page = runQuery(GUIDES, { orderBy: [{ field: 'name' }], offset: 1, limit: 2 }, FIELDS);
    expect(page.items.map((g) => g.id)).toEqual(['g5', 'g3']);
    expect(page.total).toBe(5);
    expect(runQuery(GUIDES, { offset: 10, limit: 2 }, FIELDS)).toEqual({ items: [], total: 5 });
  });
});
