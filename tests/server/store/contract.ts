import { describe, expect, it } from 'vitest';
import type { EmergencyContactRecord } from '../../../server/areas/emergency-contacts/model';
import type { GuideRecord } from '../../../server/areas/guides/model';
import { buildSeed } from '../../../server/data';
import { ConflictError } from '../../../server/errors';
import { StoreClosedError } from '../../../server/store/errors';
import type { Query } from '../../../server/store/query';
import type { Data, Store } from '../../../server/store/types';

export interface Harness {
  store: Store;
  /** What is on disk, for stores that have a disk: proves a refused change wrote nothing. */
  persisted?: () => Promise<string>;
  /** Closes the store and opens it again on what it keeps, for stores that keep anything. */
  reopen?: () => Promise<Store>;
}

export type OpenStore = (data: Data) => Promise<Harness>;

const AT = '2026-01-01T00:00:00.000Z';

/** A guide with the fields a query looks at; the rest is filler. */
function guide(id: string, fields: Partial<GuideRecord>): GuideRecord {
  return {
    id,
    firstNames: 'Ana',
    lastNames: 'Quispe',
    documentType: 'DNI',
    documentNumber: `D-${id}`,
    licenseNumber: `L-${id}`,
    languages: ['es'],
    specialties: [],
    phone: null,
    email: null,
    licenseIssuedOn: '2020-01-01',
    licenseExpiresOn: '2030-01-01',
    status: 'VIGENTE',
    association: null,
    photo: null,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}

/** Names that only a Spanish collation orders right: accents, ñ, case, numbers by value. */
const GUIDES: GuideRecord[] = [
  guide('g1', {
    lastNames: 'Núñez',
    firstNames: 'Rosa',
    licenseExpiresOn: '2026-03-01',
    languages: ['es', 'en'],
    email: 'rosa@example.pe',
  }),
  guide('g2', { lastNames: 'Nuñez', firstNames: 'Ana', licenseExpiresOn: '2026-01-15' }),
  guide('g3', {
    lastNames: 'Nuevo',
    firstNames: 'Luis',
    licenseExpiresOn: '2027-06-30',
    languages: ['fr'],
  }),
  guide('g4', {
    lastNames: 'ñahui',
    firstNames: 'Óscar',
    licenseExpiresOn: '2025-12-31',
    status: 'SUSPENDIDO',
    email: 'oscar@example.pe',
  }),
  guide('g5', { lastNames: 'Oré', firstNames: 'Juan Carlos', licenseExpiresOn: '2026-01-15' }),
  guide('g6', { lastNames: 'Álvarez', firstNames: 'Ángel', licenseExpiresOn: '2026-07-01' }),
  guide('g7', { lastNames: 'GT-10', firstNames: 'Zoe', licenseExpiresOn: '2026-02-01' }),
  guide('g8', { lastNames: 'GT-9', firstNames: 'Zoe', licenseExpiresOn: '2026-02-01' }),
  guide('g9', { lastNames: '', firstNames: 'Sin apellido', licenseExpiresOn: '2026-05-05' }),
];

function dataWith(guides: GuideRecord[]): Data {
  return { ...buildSeed(new Date(AT)), guides: structuredClone(guides) };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

function contact(id: string, position: number, hidden: boolean): EmergencyContactRecord {
  return {
    id,
    names: { es: id, en: id, tr: id },
    phone: '084 000000',
    dial: '+5184000000',
    kind: 'TOURIST_HELP',
    whatsapp: false,
    position,
    hidden,
    createdAt: AT,
    updatedAt: AT,
  };
}

/**
 * The contract every store keeps, whatever holds its data: each store's test file runs it with
 * its own way of opening one. A store that passes it can serve every area.
 */
export function describeStoreContract(label: string, open: OpenStore): void {
  const start = (guides = GUIDES) => open(dataWith(guides));
  const found = async (store: Store, query: Query<GuideRecord>) =>
    ids(await store.guides.list(query));

  describe(`${label}: store contract`, () => {
    it('reads by id, counts and finds one', async () => {
      const { store } = await start();
      expect((await store.guides.get('g3'))?.lastNames).toBe('Nuevo');
      expect(await store.guides.get('nobody')).toBeNull();
      expect(await store.guides.count()).toBe(GUIDES.length);
      expect(await store.guides.count({ status: 'SUSPENDIDO' })).toBe(1);
      expect((await store.guides.findOne({ firstNames: 'Zoe' }))?.id).toBe('g7');
      expect(
        (await store.guides.findOne({ firstNames: 'Zoe' }, [{ field: 'lastNames' }]))?.id,
      ).toBe('g8');
      expect(await store.guides.findOne({ firstNames: 'Nadie' })).toBeNull();
      await store.close();
    });

    it('answers each condition of a where', async () => {
      const { store } = await start();
      expect(await found(store, { where: { licenseExpiresOn: '2026-01-15' } })).toEqual([
        'g2',
        'g5',
      ]);
      expect(await found(store, { where: { status: { ne: 'VIGENTE' } } })).toEqual(['g4']);
      expect(await found(store, { where: { lastNames: { in: ['Oré', 'Nuevo', 'x'] } } })).toEqual([
        'g3',
        'g5',
      ]);
      expect(await found(store, { where: { licenseExpiresOn: { gt: '2026-07-01' } } })).toEqual([
        'g3',
      ]);
      expect(await found(store, { where: { licenseExpiresOn: { gte: '2026-07-01' } } })).toEqual([
        'g3',
        'g6',
      ]);
      expect(await found(store, { where: { licenseExpiresOn: { lt: '2026-01-15' } } })).toEqual([
        'g4',
      ]);
      expect(
        await found(store, {
          where: { licenseExpiresOn: { gte: '2026-01-15', lte: '2026-02-01' } },
        }),
      ).toEqual(['g2', 'g5', 'g7', 'g8']);
      expect(await found(store, { where: { email: { isNull: false } } })).toEqual(['g1', 'g4']);
      expect(await found(store, { where: { email: null } })).toHaveLength(GUIDES.length - 2);
      expect(await found(store, { where: { email: { isNull: true } } })).toHaveLength(
        GUIDES.length - 2,
      );
      // Case and accents ignored.
      expect(await found(store, { where: { lastNames: { contains: 'NUN' } } })).toEqual([
        'g1',
        'g2',
      ]);
      expect(await found(store, { where: { lastNames: { sameText: 'nunez' } } })).toEqual([
        'g1',
        'g2',
      ]);
      expect(await found(store, { where: { lastNames: { sameText: 'nune' } } })).toEqual([]);
      // On a list field, a value means "holds it".
      expect(await found(store, { where: { languages: 'en' } })).toEqual(['g1']);
      expect(await found(store, { where: { languages: { in: ['en', 'fr'] } } })).toEqual([
        'g1',
        'g3',
      ]);
      expect(
        await found(store, {
          where: { or: [{ status: 'SUSPENDIDO' }, { languages: 'fr' }], firstNames: { ne: 'x' } },
        }),
      ).toEqual(['g3', 'g4']);
      expect(
        await found(store, { where: { and: [{ firstNames: 'Zoe' }, { lastNames: 'GT-9' }] } }),
      ).toEqual(['g8']);
      await store.close();
    });

    it('searches words in the searchable fields, case and accents ignored', async () => {
      const { store } = await start();
      expect(await found(store, { search: 'NUNEZ' })).toEqual(['g1', 'g2']);
      // Each word in some field, in any order.
      expect(await found(store, { search: 'quispe juan' })).toEqual([]);
      expect(await found(store, { search: 'ore  juan' })).toEqual(['g5']);
      expect(await found(store, { search: 'carlos JUAN' })).toEqual(['g5']);
      expect(await found(store, { search: 'L-g3' })).toEqual(['g3']);
      expect(await found(store, { search: '   ' })).toHaveLength(GUIDES.length);
      expect(await found(store, { search: 'oscar', where: { status: 'VIGENTE' } })).toEqual([]);
      await store.close();
    });

    it('orders texts the Spanish way, empty values last, ties by id', async () => {
      const { store } = await start();
      expect(await found(store, { orderBy: [{ field: 'lastNames' }] })).toEqual([
        'g6', // Álvarez
        'g8', // GT-9 before GT-10: numbers by value
        'g7',
        'g3', // Nuevo
        'g1', // Núñez and Nuñez are the same text: by id
        'g2',
        'g4', // ñahui: ñ after n
        'g5', // Oré
        'g9', // no last names: last
      ]);
      expect(await found(store, { orderBy: [{ field: 'lastNames', descending: true }] })).toEqual([
        'g5',
        'g4',
        'g2',
        'g1',
        'g3',
        'g7',
        'g8',
        'g6',
        'g9',
      ]);
      expect(
        await found(store, {
          orderBy: [{ field: 'licenseExpiresOn' }, { field: 'firstNames', descending: true }],
          limit: 4,
        }),
      ).toEqual(['g4', 'g5', 'g2', 'g8']);
      // A value derived in the query: expired first, then the stored status.
      expect(
        await found(store, {
          orderBy: [
            {
              field: 'status',
              cases: [{ where: { licenseExpiresOn: { lt: '2026-02-01' } }, value: 'VENCIDO' }],
            },
          ],
        }),
      ).toEqual(['g2', 'g4', 'g5', 'g1', 'g3', 'g6', 'g7', 'g8', 'g9']);
      await store.close();
    });

    it('pages an order derived by cases as the whole order', async () => {
      const names = ['Quispe', 'Huamán', 'Ñahui', '', 'Álvarez', 'Condori'];
      const many = Array.from({ length: 36 }, (_, index) =>
        guide(`p${String(index).padStart(2, '0')}`, {
          lastNames: names[index % names.length],
          // An empty date compares as the empty text it is: before any date.
          licenseExpiresOn: index % 7 === 0 ? '' : `2026-0${1 + (index % 5)}-10`,
          status: index % 4 === 0 ? 'SUSPENDIDO' : 'VIGENTE',
          email: index % 3 === 0 ? `p${index}@example.pe` : null,
        }),
      );
      const { store } = await start(many);
      for (const descending of [false, true]) {
        const orderBy: Query<GuideRecord>['orderBy'] = [
          {
            field: 'status',
            descending,
            cases: [
              { where: { licenseExpiresOn: { lt: '2026-03-01' } }, value: 'VENCIDO' },
              // A condition on a field most records lack: never taken for them.
              { where: { email: { lt: 'p2' } }, value: 'ALERTA' },
            ],
          },
          { field: 'lastNames' },
        ];
        const whole = await found(store, { orderBy });
        expect(whole).toHaveLength(many.length);
        for (const [offset, limit] of [
          [0, 5],
          [5, 5],
          [20, 10],
          [33, 10],
          [0, 0],
        ] as const) {
          expect(await found(store, { orderBy, offset, limit })).toEqual(
            whole.slice(offset, offset + limit),
          );
        }
        const filtered = { where: { status: 'VIGENTE' as const }, orderBy };
        expect(await found(store, { ...filtered, offset: 3, limit: 4 })).toEqual(
          (await found(store, filtered)).slice(3, 7),
        );
      }
      await store.close();
    });

    it('compares numbers by value and orders booleans, false first', async () => {
      const contacts = [
        contact('c1', 10, false),
        contact('c2', 9, true),
        contact('c3', 100, false),
        contact('c4', 9.5, true),
      ];
      const { store } = await open({ ...dataWith(GUIDES), emergencyContacts: contacts });
      const ids = async (query: Query<EmergencyContactRecord>) =>
        (await store.emergencyContacts.list(query)).map((item) => item.id);
      expect(await ids({ orderBy: [{ field: 'position' }] })).toEqual(['c2', 'c4', 'c1', 'c3']);
      expect(await ids({ where: { position: { gt: 9.5 } } })).toEqual(['c1', 'c3']);
      expect(await ids({ where: { position: { in: [9, 100] } } })).toEqual(['c2', 'c3']);
      expect(await ids({ where: { hidden: true } })).toEqual(['c2', 'c4']);
      expect(
        await ids({ orderBy: [{ field: 'hidden' }, { field: 'position', descending: true }] }),
      ).toEqual(['c3', 'c1', 'c4', 'c2']);
      await store.close();
    });

    it('takes the wildcards of SQL and the like as plain text', async () => {
      const { store } = await start([
        ...GUIDES,
        guide('w1', { lastNames: '100% Cusco_Tours', licenseNumber: 'L\\1' }),
      ]);
      expect(await found(store, { search: '%' })).toEqual(['w1']);
      expect(await found(store, { search: 'o_t' })).toEqual(['w1']);
      expect(await found(store, { where: { lastNames: { contains: '_' } } })).toEqual(['w1']);
      expect(await found(store, { where: { licenseNumber: { contains: '\\' } } })).toEqual(['w1']);
      expect(await found(store, { search: "'; drop table guides; --" })).toEqual([]);
      expect(await store.guides.count()).toBe(GUIDES.length + 1);
      await store.close();
    });

    it('pages: offset and limit over the order, with the total of all matches', async () => {
      const { store } = await start();
      const orderBy = [{ field: 'licenseExpiresOn' as const }];
      const pages = await Promise.all(
        [0, 4, 8].map((offset) => store.guides.find({ orderBy, offset, limit: 4 })),
      );
      expect(pages.map((page) => page.total)).toEqual([9, 9, 9]);
      const paged = pages.flatMap((page) => ids(page.items));
      expect(paged).toEqual(await found(store, { orderBy }));
      expect(new Set(paged).size).toBe(GUIDES.length);
      expect(await store.guides.find({ offset: 20, limit: 4 })).toEqual({ items: [], total: 9 });
      expect(await store.guides.find({ where: { status: 'SUSPENDIDO' }, limit: 0 })).toEqual({
        items: [],
        total: 1,
      });
      await store.close();
    });

    it('inserts, updates and removes, handing out copies', async () => {
      const { store } = await start();
      const input = guide('new', { lastNames: 'Mamani' });
      const inserted = await store.guides.insert(input);
      expect(inserted).toEqual(input);
      input.lastNames = 'changed input';
      inserted.lastNames = 'changed result';
      const got = await store.guides.get('new');
      if (!got) throw new Error('missing');
      got.languages.push('changed');
      expect(await store.guides.get('new')).toEqual(guide('new', { lastNames: 'Mamani' }));

      // Undefined means "not given"; the id never changes.
      const patch = { phone: '984 000 000', email: undefined, id: 'hijacked' } as object;
      expect(await store.guides.update('new', patch)).toMatchObject({
        id: 'new',
        phone: '984 000 000',
      });
      expect(await store.guides.get('hijacked')).toBeNull();
      expect(await store.guides.update('new', { phone: null })).toMatchObject({ phone: null });
      expect(await store.guides.update('nobody', { phone: '1' })).toBeNull();

      expect(await store.guides.remove('new')).toBe(true);
      expect(await store.guides.remove('new')).toBe(false);
      expect(await store.guides.removeWhere({ firstNames: 'Zoe' })).toBe(2);
      expect(await store.guides.removeWhere({ firstNames: 'Zoe' })).toBe(0);
      expect(await store.guides.count()).toBe(GUIDES.length - 2);
      await store.close();
    });

    it('counts the items inserted by an owner, keeping the owner out of every item handed out', async () => {
      const { store } = await start();
      expect(await store.guides.countOwnedBy('u1')).toBe(0);
      const inserted = await store.guides.insert(guide('o1', {}), { owner: 'u1' });
      expect(inserted).toEqual(guide('o1', {}));
      await store.guides.insert(guide('o2', {}), { owner: 'u1' });
      await store.guides.insert(guide('o3', {}), { owner: 'u2' });
      await store.guides.insert(guide('o4', {}));
      expect(await store.guides.countOwnedBy('u1')).toBe(2);
      expect(await store.guides.countOwnedBy('u2')).toBe(1);

      // Never in what reads answer, and an update neither shows nor loses it.
      expect(await store.guides.get('o1')).toEqual(guide('o1', {}));
      expect(await store.guides.findOne({ id: 'o1' })).toEqual(guide('o1', {}));
      expect(await store.guides.findOne({ id: 'o1' }, [{ field: 'lastNames' }])).toEqual(
        guide('o1', {}),
      );
      expect((await store.guides.find({ where: { id: 'o1' } })).items).toEqual([guide('o1', {})]);
      expect(await store.guides.list({ where: { id: { in: ['o1', 'o2'] } } })).toEqual([
        guide('o1', {}),
        guide('o2', {}),
      ]);
      expect(
        (await store.guides.list()).filter((item) => 'owner' in item || '@owner' in item),
      ).toEqual([]);
      expect(await store.guides.update('o1', { phone: '1' })).toEqual(guide('o1', { phone: '1' }));
      expect(await store.guides.countOwnedBy('u1')).toBe(2);

      // Removing frees the count; so does a transaction's, and one that throws changes nothing.
      expect(await store.guides.remove('o1')).toBe(true);
      expect(await store.guides.countOwnedBy('u1')).toBe(1);
      await store.transaction(async (tx) => {
        await tx.guides.insert(guide('o5', {}), { owner: 'u1' });
        expect(await tx.guides.countOwnedBy('u1')).toBe(2);
        await tx.guides.removeWhere({ id: 'o2' });
        expect(await tx.guides.countOwnedBy('u1')).toBe(1);
      });
      expect(await store.guides.countOwnedBy('u1')).toBe(1);
      const failed = store.transaction(async (tx) => {
        await tx.guides.insert(guide('o6', {}), { owner: 'u1' });
        throw new ConflictError('no');
      });
      await expect(failed).rejects.toBeInstanceOf(ConflictError);
      expect(await store.guides.countOwnedBy('u1')).toBe(1);
      await store.close();
    });

    it('refuses a taken id or unique value with ConflictError naming the field, writing nothing', async () => {
      const { store, persisted } = await start();
      const before = await persisted?.();
      await expect(store.guides.insert(guide('g1', {}))).rejects.toMatchObject({
        code: 'CONFLICT',
        fields: { id: expect.any(String) },
      });
      await expect(
        store.guides.insert(guide('dup', { licenseNumber: 'L-g1' })),
      ).rejects.toMatchObject({ code: 'CONFLICT', fields: { licenseNumber: expect.any(String) } });
      await expect(store.guides.update('g2', { documentNumber: 'D-g1' })).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect(await store.guides.get('dup')).toBeNull();
      expect((await store.guides.get('g2'))?.documentNumber).toBe('D-g2');
      expect(await persisted?.()).toBe(before);
      // A record keeps its own value.
      expect(await store.guides.update('g2', { documentNumber: 'D-g2', phone: '1' })).toBeTruthy();
      await store.close();
    });

    it('inserts many at once, in order, keeping the owner out of what it hands out', async () => {
      const { store } = await start();
      expect(await store.guides.insertMany([])).toEqual([]);
      const batch = [guide('m1', {}), guide('m2', { lastNames: 'Mamani' })];
      const inserted = await store.guides.insertMany(batch, { owner: 'u1' });
      expect(inserted).toEqual(batch);
      batch[0] = guide('m1', { lastNames: 'changed input' });
      expect(await store.guides.get('m1')).toEqual(guide('m1', {}));
      expect(await store.guides.countOwnedBy('u1')).toBe(2);
      expect(await store.guides.list({ where: { id: { in: ['m1', 'm2'] } } })).toEqual(inserted);
      // Items without a value of a unique key are exempt from it.
      const blank = null as unknown as string;
      await store.guides.insertMany([
        guide('m3', { documentNumber: blank }),
        guide('m4', { documentNumber: blank }),
      ]);
      expect(await store.guides.count()).toBe(GUIDES.length + 4);
      await store.close();
    });

    it('refuses a batch of inserts with a taken value, naming the first clash, writing nothing', async () => {
      const { store, persisted } = await start();
      const before = await persisted?.();
      const refused = async (batch: GuideRecord[], field: string) => {
        const error = await store.guides.insertMany(batch).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ConflictError);
        expect((error as ConflictError).fields).toEqual({ [field]: expect.any(String) });
      };
      // Taken by a stored item.
      await refused([guide('n1', {}), guide('g1', {})], 'id');
      await refused([guide('n1', {}), guide('n2', { licenseNumber: 'L-g1' })], 'licenseNumber');
      // Taken by an earlier item of the batch.
      await refused([guide('n1', {}), guide('n1', { licenseNumber: 'L-x' })], 'id');
      await refused([guide('n1', {}), guide('n2', { documentNumber: 'D-n1' })], 'documentNumber');
      // The first item that clashes, and its id before its unique keys.
      await refused(
        [guide('n1', {}), guide('n2', { documentNumber: 'D-g2' }), guide('g3', {})],
        'documentNumber',
      );
      await refused([guide('g4', { licenseNumber: 'L-g5' })], 'id');
      expect(await store.guides.get('n1')).toBeNull();
      expect(await store.guides.count()).toBe(GUIDES.length);
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('updates many at once: patches of one id merged, missing ids skipped, the owner kept', async () => {
      const { store } = await start();
      await store.guides.insert(guide('o1', {}), { owner: 'u1' });
      expect(await store.guides.updateMany([])).toEqual([]);
      expect(await store.guides.updateMany([{ id: 'nobody', patch: { phone: '0' } }])).toEqual([]);
      const updated = await store.guides.updateMany([
        { id: 'o1', patch: { phone: '1' } },
        { id: 'nobody', patch: { phone: '2' } },
        // Undefined means "not given"; the id never changes.
        { id: 'g2', patch: { phone: '3', email: undefined, id: 'hijacked' } as object },
        { id: 'o1', patch: { email: 'o1@example.pe', phone: '4' } },
      ]);
      expect(updated).toEqual([
        guide('o1', { phone: '4', email: 'o1@example.pe' }),
        { ...GUIDES[1], phone: '3' },
      ]);
      expect(await store.guides.get('o1')).toEqual(updated[0]);
      expect(await store.guides.get('nobody')).toBeNull();
      expect(await store.guides.get('hijacked')).toBeNull();
      expect(await store.guides.countOwnedBy('u1')).toBe(1);
      // A record keeps its own value; a missing id's values are not checked.
      await store.guides.updateMany([
        { id: 'g1', patch: { licenseNumber: 'L-g1', phone: '5' } },
        { id: 'nobody', patch: { licenseNumber: 'L-g2' } },
      ]);
      expect((await store.guides.get('g1'))?.phone).toBe('5');
      await store.close();
    });

    it('refuses a batch of updates that gives a taken value, writing nothing', async () => {
      const { store, persisted } = await start();
      const before = await persisted?.();
      const refused = async (
        patches: { id: string; patch: Partial<GuideRecord> }[],
        field: string,
      ) => {
        const error = await store.guides.updateMany(patches).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ConflictError);
        expect((error as ConflictError).fields).toEqual({ [field]: expect.any(String) });
      };
      // Held by an item outside the batch.
      await refused(
        [
          { id: 'g1', patch: { phone: '1' } },
          { id: 'g2', patch: { licenseNumber: 'L-g3' } },
        ],
        'licenseNumber',
      );
      // Given by two patches.
      await refused(
        [
          { id: 'g1', patch: { documentNumber: 'D-new' } },
          { id: 'g2', patch: { documentNumber: 'D-new' } },
        ],
        'documentNumber',
      );
      // A value does not move from one item to another within one batch.
      await refused(
        [
          { id: 'g1', patch: { licenseNumber: 'L-free' } },
          { id: 'g2', patch: { licenseNumber: 'L-g1' } },
        ],
        'licenseNumber',
      );
      expect(await store.guides.get('g1')).toEqual(GUIDES[0]);
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('writes batches larger than one statement takes', async () => {
      const { store } = await start([]);
      const many = Array.from({ length: 1_203 }, (_, index) =>
        guide(`b${String(index).padStart(4, '0')}`, {}),
      );
      expect(ids(await store.guides.insertMany(many, { owner: 'u1' }))).toEqual(ids(many));
      const updated = await store.guides.updateMany(
        many.map(({ id }, index) => ({ id, patch: { phone: String(index) } })),
      );
      expect(updated.map((item) => item.phone)).toEqual(many.map((_, index) => String(index)));
      expect(await store.guides.count({ phone: '1202' })).toBe(1);
      expect(await store.guides.countOwnedBy('u1')).toBe(many.length);
      await store.close();
    });

    it('writes many inside a transaction with it, and nothing of them when it throws', async () => {
      const { store, persisted } = await start();
      const counted = await store.transaction(async (tx) => {
        await tx.guides.insertMany([guide('t1', {}), guide('t2', {})]);
        await tx.guides.updateMany([{ id: 't1', patch: { phone: '1' } }]);
        // A refused batch writes nothing, and the transaction goes on.
        await expect(
          tx.guides.insertMany([guide('t3', {}), guide('t4', { licenseNumber: 'L-t1' })]),
        ).rejects.toBeInstanceOf(ConflictError);
        await expect(
          tx.guides.updateMany([
            { id: 'g1', patch: { phone: '9' } },
            { id: 'g2', patch: { documentNumber: 'D-t2' } },
          ]),
        ).rejects.toBeInstanceOf(ConflictError);
        return [await tx.guides.count(), (await tx.guides.get('t1'))?.phone];
      });
      expect(counted).toEqual([GUIDES.length + 2, '1']);
      expect(await store.guides.get('t3')).toBeNull();
      expect((await store.guides.get('g1'))?.phone).toBeNull();
      expect((await store.guides.get('t1'))?.phone).toBe('1');

      const before = await persisted?.();
      const failed = store.transaction(async (tx) => {
        await tx.guides.insertMany([guide('t5', {})]);
        await tx.guides.updateMany([{ id: 'g1', patch: { phone: '1' } }]);
        throw new ConflictError('no');
      });
      await expect(failed).rejects.toBeInstanceOf(ConflictError);
      expect(await store.guides.get('t5')).toBeNull();
      expect((await store.guides.get('g1'))?.phone).toBeNull();
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('writes a transaction together, and nothing of one that throws', async () => {
      const { store, persisted } = await start();
      const result = await store.transaction(async (tx) => {
        await tx.guides.insert(guide('t1', {}));
        await tx.guides.update('g1', { phone: '1' });
        await tx.auditTrail.insert({
          id: 'a1',
          area: 'guides',
          recordId: 't1',
          recordLabel: 'Ana Quispe',
          action: 'CREATE',
          at: AT,
          actor: { id: 'u', name: 'U' },
          changes: [],
        });
        // Reads inside see the transaction's own writes.
        return (await tx.guides.count()) + (await tx.auditTrail.count());
      });
      expect(result).toBe(GUIDES.length + 2);
      expect(await store.guides.get('t1')).not.toBeNull();
      expect((await store.guides.get('g1'))?.phone).toBe('1');

      const before = await persisted?.();
      const failed = store.transaction(async (tx) => {
        await tx.guides.remove('g2');
        await tx.guides.insert(guide('t2', {}));
        await tx.auditTrail.removeWhere({ recordId: 't1' });
        throw new ConflictError('no');
      });
      await expect(failed).rejects.toBeInstanceOf(ConflictError);
      expect(await store.guides.get('g2')).not.toBeNull();
      expect(await store.guides.get('t2')).toBeNull();
      expect(await store.auditTrail.count()).toBe(1);
      expect(await persisted?.()).toBe(before);
      await store.close();
    });

    it('shows nobody a transaction before it returns', async () => {
      const { store } = await start();
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const running = store.transaction(async (tx) => {
        await tx.guides.remove('g1');
        written();
        await held;
      });
      await wrote;
      expect(await store.guides.get('g1')).not.toBeNull();
      // A write that arrives meanwhile waits for it.
      const later = store.guides.update('g2', { phone: '2' });
      release();
      await running;
      await later;
      expect(await store.guides.get('g1')).toBeNull();
      expect((await store.guides.get('g2'))?.phone).toBe('2');
      await store.close();
    });

    it('runs concurrent transactions one after another', async () => {
      const { store } = await start();
      // Read, wait, write: interleaved, most increments would be lost.
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store.transaction(async (tx) => {
            const current = (await tx.guides.get('g1'))?.specialties.length ?? 0;
            await new Promise((resolve) => setTimeout(resolve, 1));
            await tx.guides.update('g1', {
              specialties: Array.from({ length: current + 1 }, () => 'x'),
            });
          }),
        ),
      );
      expect((await store.guides.get('g1'))?.specialties).toHaveLength(20);
      await store.close();
    });

    it('undoes only the concurrent writes that fail, each with its own error', async () => {
      const { store } = await start([]);
      const writes = Array.from({ length: 30 }, (_, index) => `w${String(index).padStart(2, '0')}`);
      const outcomes = await Promise.allSettled(
        writes.map((id, index) => {
          if (index % 10 === 3) {
            return store.transaction(async (tx) => {
              await tx.guides.insert(guide(id, {}));
              throw new Error(`refused ${id}`);
            });
          }
          // A second holder of w00's document number: a clash met by the store itself.
          if (index % 10 === 7) return store.guides.insert(guide(id, { documentNumber: 'D-w00' }));
          return store.guides.insert(guide(id, {}));
        }),
      );
      const refused = writes.filter((_, index) => outcomes[index]?.status === 'rejected');
      expect(refused).toEqual(['w03', 'w07', 'w13', 'w17', 'w23', 'w27']);
      outcomes.forEach((outcome, index) => {
        if (outcome.status === 'fulfilled') return;
        if (index % 10 === 3)
          expect(outcome.reason).toMatchObject({ message: `refused ${writes[index]}` });
        else expect(outcome.reason).toBeInstanceOf(ConflictError);
      });
      expect(await found(store, { orderBy: [{ field: 'id' }] })).toEqual(
        writes.filter((id) => !refused.includes(id)),
      );
      await store.close();
    });

    it('keeps every one of many concurrent writes, in arrival order', async () => {
      const { store } = await start([]);
      const created = Array.from({ length: 100 }, (_, index) =>
        guide(`c${String(index).padStart(3, '0')}`, { createdAt: `2026-01-01T00:00:${index}` }),
      );
      const results = await Promise.all(created.map((item) => store.guides.insert(item)));
      expect(ids(results)).toEqual(ids(created));
      expect(await found(store, { orderBy: [{ field: 'createdAt' }] })).toEqual(ids(created));
      await store.close();
    });

    it('changes its revision on every write, not on reads', async () => {
      const { store } = await start();
      const revisions = [store.revision()];
      const changed = async (write: () => Promise<unknown>) => {
        await write();
        revisions.push(store.revision());
      };
      await store.guides.list({ search: 'ana' });
      await store.guides.get('g1');
      expect(store.revision()).toBe(revisions[0]);
      await changed(() => store.guides.insert(guide('r1', {})));
      await changed(() => store.guides.update('r1', { phone: '1' }));
      await changed(() => store.guides.remove('r1'));
      await changed(() => store.guides.removeWhere({ firstNames: 'Zoe' }));
      await changed(() => store.transaction((tx) => tx.guides.update('g1', { phone: '2' })));
      await changed(() => store.guides.insertMany([guide('r2', {})]));
      await changed(() => store.guides.updateMany([{ id: 'r2', patch: { phone: '2' } }]));
      expect(new Set(revisions).size).toBe(revisions.length);
      await store.close();
    });

    it('refuses writes after close and closes more than once', async () => {
      const { store, persisted } = await start();
      await store.close();
      const before = await persisted?.();
      await expect(store.guides.insert(guide('late', {}))).rejects.toBeInstanceOf(StoreClosedError);
      await expect(store.guides.remove('g1')).rejects.toBeInstanceOf(StoreClosedError);
      await expect(store.guides.insertMany([guide('late', {})])).rejects.toBeInstanceOf(
        StoreClosedError,
      );
      await expect(
        store.guides.updateMany([{ id: 'g1', patch: { phone: '1' } }]),
      ).rejects.toBeInstanceOf(StoreClosedError);
      await expect(store.transaction(async () => 1)).rejects.toBeInstanceOf(StoreClosedError);
      expect(await persisted?.()).toBe(before);
      await expect(store.close()).resolves.toBeUndefined();
    });
  });
}

/** For stores that keep their data: what was acknowledged is there after reopening. */
export function describeDurableStoreContract(label: string, open: OpenStore): void {
  describe(`${label}: store contract, durability`, () => {
    it('keeps every acknowledged write across a reopen', async () => {
      const harness = await open(dataWith(GUIDES));
      const { store, reopen } = harness;
      if (!reopen) throw new Error('this store cannot be reopened');
      await Promise.all([
        store.guides.insert(guide('kept', {}), { owner: 'u1' }),
        store.guides.update('g1', { phone: '1' }),
        store.guides.remove('g2'),
        store.guides.insertMany([guide('many1', {}), guide('many2', {})], { owner: 'u2' }),
        store.guides.updateMany([
          { id: 'g4', patch: { phone: '4' } },
          { id: 'g5', patch: { phone: '5' } },
        ]),
        store.transaction(async (tx) => {
          await tx.guides.update('g3', { phone: '3' });
          await tx.auditTrail.insert({
            id: 'a1',
            area: 'guides',
            recordId: 'g3',
            recordLabel: 'Luis Nuevo',
            action: 'UPDATE',
            at: AT,
            actor: { id: 'u', name: 'U' },
            changes: [],
          });
        }),
      ]);
      const reopened = await reopen();
      expect(await reopened.guides.get('kept')).toEqual(guide('kept', {}));
      expect(await reopened.guides.countOwnedBy('u1')).toBe(1);
      expect((await reopened.guides.get('g1'))?.phone).toBe('1');
      expect(await reopened.guides.get('g2')).toBeNull();
      expect((await reopened.guides.get('g3'))?.phone).toBe('3');
      expect(await reopened.guides.get('many2')).toEqual(guide('many2', {}));
      expect(await reopened.guides.countOwnedBy('u2')).toBe(2);
      expect((await reopened.guides.get('g5'))?.phone).toBe('5');
      expect(await reopened.auditTrail.get('a1')).not.toBeNull();
      await reopened.close();
    });
  });
}
