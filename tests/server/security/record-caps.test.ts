import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../generated/graphql';
import { RECORD_CAPS } from '../../../server/areas';
import { capLimit, createdCount } from '../../../server/security/record-caps';
import type { CollectionName, Store } from '../../../server/store/types';
import { alertInput } from '../../support/alerts';
import { createTestApp, type TestApp } from '../../support/app';
import { DEMO, signInAs, withToken } from '../../support/auth';
import { testStore } from '../../support/test-store';

type Api = ReturnType<typeof withToken>;

/** Seeded records the creations refer to: a board with a list, the caller's first chat. */
interface Seeded {
  boardId: string;
  listId: string;
  chatId: string;
}

/** How one capped collection is filled, and emptied again, through the API. */
interface CappedCreate {
  collection: CollectionName;
  /** A GraphQL creation: the operation, its variables, and the field that answers. */
  graphql(seeded: Seeded, n: number): { query: string; variables?: object; field: string };
  /** The same creation on REST; none where the template has no REST path for it. */
  rest?(api: Api, seeded: Seeded, n: number): Promise<{ status: number; body: unknown }>;
  /** Removes one created record; the operation's name, or null where the API deletes none. */
  remove: string | null;
}

const SHORTCUT = {
  label: 'Guías',
  icon: 'heroicons_outline:identification',
  link: '/admin/guias-turismo',
  useRouter: true,
};

const CREATES: CappedCreate[] = [
  {
    collection: 'alerts',
    graphql: (_, n) => ({
      query: 'mutation($input: AlertInput!) { createAlert(input: $input) { id } }',
      variables: { input: alertInput(Date.now(), { source: `PeruRail ${n}` }) },
      field: 'createAlert',
    }),
    rest: (api) => api.post('/api/alerts', alertInput(Date.now())),
    remove: 'deleteAlert',
  },
  {
    collection: 'chatMessages',
    graphql: ({ chatId }, n) => ({
      query:
        'mutation($chatId: ID!, $value: String!) { sendChatMessage(chatId: $chatId, value: $value) { id } }',
      variables: { chatId, value: `Hola ${n}` },
      field: 'sendChatMessage',
    }),
    remove: null,
  },
  {
    collection: 'shortcuts',
    graphql: (_, n) => ({
      query: 'mutation($input: CreateShortcutInput!) { createShortcut(input: $input) { id } }',
      variables: { input: { ...SHORTCUT, label: `Atajo ${n}` } },
      field: 'createShortcut',
    }),
    rest: (api) => api.post('/api/common/shortcuts', { shortcut: SHORTCUT }),
    remove: 'deleteShortcut',
  },
  {
    collection: 'messages',
    graphql: (_, n) => ({
      query: 'mutation($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
      variables: { input: { title: `Aviso ${n}` } },
      field: 'createMessage',
    }),
    rest: (api) => api.post('/api/common/messages', { message: { title: 'Aviso' } }),
    remove: 'deleteMessage',
  },
  {
    collection: 'notifications',
    graphql: (_, n) => ({
      query:
        'mutation($input: CreateNotificationInput!) { createNotification(input: $input) { id } }',
      variables: { input: { title: `Aviso ${n}` } },
      field: 'createNotification',
    }),
    rest: (api) => api.post('/api/common/notifications', { notification: { title: 'Aviso' } }),
    remove: 'deleteNotification',
  },
  {
    collection: 'notes',
    graphql: (_, n) => ({
      query: 'mutation($input: CreateNoteInput!) { createNote(input: $input) { id } }',
      variables: { input: { title: `Nota ${n}` } },
      field: 'createNote',
    }),
    rest: (api) => api.post('/api/apps/notes', { note: { title: 'Nota' } }),
    remove: 'deleteNote',
  },
  {
    collection: 'noteLabels',
    graphql: (_, n) => ({
      query: 'mutation($title: String!) { createNoteLabel(title: $title) { id } }',
      variables: { title: `Etiqueta ${n}` },
      field: 'createNoteLabel',
    }),
    rest: (api) => api.post('/api/apps/notes/labels', { title: 'Etiqueta nueva' }),
    remove: 'deleteNoteLabel',
  },
  {
    collection: 'tasks',
    graphql: () => ({ query: 'mutation { createTask { id } }', field: 'createTask' }),
    rest: (api) => api.post('/api/apps/tasks/task', { type: 'task' }),
    remove: 'deleteTask',
  },
  {
    collection: 'taskTags',
    graphql: (_, n) => ({
      query: 'mutation($input: CreateTaskTagInput!) { createTaskTag(input: $input) { id } }',
      variables: { input: { title: `Etiqueta ${n}` } },
      field: 'createTaskTag',
    }),
    rest: (api) => api.post('/api/apps/tasks/tag', { tag: { title: 'Etiqueta nueva' } }),
    remove: 'deleteTaskTag',
  },
  {
    collection: 'contacts',
    graphql: () => ({ query: 'mutation { createContact { id } }', field: 'createContact' }),
    rest: (api) => api.post('/api/apps/contacts/contact'),
    remove: 'deleteContact',
  },
  {
    collection: 'contactTags',
    graphql: (_, n) => ({
      query: 'mutation($input: ContactTagInput!) { createContactTag(input: $input) { id } }',
      variables: { input: { title: `Etiqueta ${n}` } },
      field: 'createContactTag',
    }),
    rest: (api) => api.post('/api/apps/contacts/tag', { tag: { title: 'Etiqueta nueva' } }),
    remove: 'deleteContactTag',
  },
  {
    collection: 'inventoryProducts',
    graphql: () => ({ query: 'mutation { createProduct { id } }', field: 'createProduct' }),
    rest: (api) => api.post('/api/apps/ecommerce/inventory/product'),
    remove: 'deleteProduct',
  },
  {
    collection: 'inventoryTags',
    graphql: (_, n) => ({
      query: 'mutation($input: InventoryTagInput!) { createInventoryTag(input: $input) { id } }',
      variables: { input: { title: `Etiqueta ${n}` } },
      field: 'createInventoryTag',
    }),
    rest: (api) =>
      api.post('/api/apps/ecommerce/inventory/tag', { tag: { title: 'Etiqueta nueva' } }),
    remove: 'deleteInventoryTag',
  },
  {
    collection: 'boardLists',
    graphql: ({ boardId }, n) => ({
      query: 'mutation($input: CreateBoardListInput!) { createBoardList(input: $input) { id } }',
      variables: { input: { boardId, title: `Lista ${n}` } },
      field: 'createBoardList',
    }),
    rest: (api, { boardId }) =>
      api.post('/api/apps/scrumboard/board/list', { list: { boardId, title: 'Lista' } }),
    remove: 'deleteBoardList',
  },
  {
    collection: 'boardCards',
    graphql: ({ boardId, listId }, n) => ({
      query: 'mutation($input: CreateBoardCardInput!) { createBoardCard(input: $input) { id } }',
      variables: { input: { boardId, listId, title: `Tarjeta ${n}` } },
      field: 'createBoardCard',
    }),
    rest: (api, { boardId, listId }) =>
      api.put('/api/apps/scrumboard/board/card', { card: { boardId, listId, title: 'Tarjeta' } }),
    remove: 'deleteBoardCard',
  },
  {
    collection: 'boardLabels',
    graphql: ({ boardId }, n) => ({
      query: 'mutation($input: CreateBoardLabelInput!) { createBoardLabel(input: $input) { id } }',
      variables: { input: { boardId, title: `Etiqueta ${n}` } },
      field: 'createBoardLabel',
    }),
    rest: (api, { boardId }) =>
      api.put('/api/apps/scrumboard/board/label', {
        label: { boardId, title: 'Etiqueta nueva' },
      }),
    remove: 'deleteBoardLabel',
  },
  {
    collection: 'mailLabels',
    graphql: (_, n) => ({
      query: 'mutation($input: CreateMailLabelInput!) { createMailLabel(input: $input) { id } }',
      variables: { input: { title: `Etiqueta ${n}` } },
      field: 'createMailLabel',
    }),
    rest: (api) => api.post('/api/apps/mailbox/label', { label: { title: 'Etiqueta nueva' } }),
    remove: 'deleteMailLabel',
  },
];

/** One creation through GraphQL: the new record's id, or the errors it was answered with. */
async function create(api: Api, spec: CappedCreate, seeded: Seeded, n: number) {
  const { query, variables, field } = spec.graphql(seeded, n);
  const { body } = await api.graphql(query, variables as Record<string, unknown>);
  return {
    id: body.data?.[field]?.id as string | undefined,
    errors: (body.errors ?? []) as { message: string; extensions: Record<string, unknown> }[],
  };
}

async function seededFor(api: Api): Promise<Seeded> {
  const { body } = await api.graphql('{ boards { id lists { id } } chats { id } }');
  const board = body.data.boards.find((one: { lists: unknown[] }) => one.lists.length > 0);
  return { boardId: board.id, listId: board.lists[0].id, chatId: body.data.chats[0].id };
}

/** Signed-in API handles of the administrator and of another account. */
async function signedIn(app: TestApp) {
  const as = async (role: Role) => withToken(app, (await signInAs(app, role)).accessToken);
  return { admin: await as('ADMINISTRADOR'), other: await as('DIRCETUR') };
}

/** How many more records of each collection the administrator may create in `capped`. */
const ROOM = 2;

/**
 * One app (one database on PostgreSQL) for every collection: each cap leaves the administrator
 * ROOM more records (the seed may hold some of theirs already) and the other account one.
 */
let capped: { app: TestApp; store: Store; limits: Record<string, number> };
beforeAll(async () => {
  const store = await testStore();
  const limits: Record<string, number> = {};
  for (const collection of Object.keys(RECORD_CAPS) as CollectionName[]) {
    const held = (role: Role) =>
      createdCount({ caps: RECORD_CAPS }, store, collection, DEMO[role].id);
    limits[collection] = Math.max(
      (await held('ADMINISTRADOR')) + ROOM,
      (await held('DIRCETUR')) + 1,
    );
  }
  capped = { app: await createTestApp({ store, caps: limits }), store, limits };
}, 60_000);

describe('caps on the records one account creates (SECURITY 28)', { timeout: 20_000 }, () => {
  it('are those the areas declare in an app not told otherwise', async () => {
    const store = await testStore();
    // All but one of the shortcuts the administrator may have, written straight to the store.
    const held = await createdCount(
      { caps: RECORD_CAPS },
      store,
      'shortcuts',
      DEMO.ADMINISTRADOR.id,
    );
    await store.transaction(async (tx) => {
      for (let n = held; n < capLimit({ caps: RECORD_CAPS }, 'shortcuts') - 1; n += 1) {
        await tx.shortcuts.insert({
          ...SHORTCUT,
          id: `shortcut-filled-${n}`,
          userId: DEMO.ADMINISTRADOR.id,
          description: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        });
      }
    });
    const { admin } = await signedIn(await createTestApp({ store }));
    const spec = CREATES.find((one) => one.collection === 'shortcuts') as CappedCreate;
    const seeded = await seededFor(admin);
    expect((await create(admin, spec, seeded, 0)).errors).toEqual([]);
    const refused = await create(admin, spec, seeded, 1);
    expect(refused.errors[0]?.extensions).toEqual({
      code: 'LIMIT_REACHED',
      collection: 'shortcuts',
      limit: capLimit({ caps: RECORD_CAPS }, 'shortcuts'),
    });
  });

  it('cover every collection they name', () => {
    expect(CREATES.map((spec) => spec.collection).sort()).toEqual(Object.keys(RECORD_CAPS).sort());
  });

  for (const spec of CREATES) {
    it(`${spec.collection}: up to the cap, then 409 LIMIT_REACHED that changes nothing; a deletion frees a place`, async () => {
      const { store } = capped;
      const limit = capped.limits[spec.collection] as number;
      const { admin, other } = await signedIn(capped.app);
      const seeded = await seededFor(admin);
      const created: string[] = [];
      for (let n = 0; n < ROOM; n += 1) {
        const { id, errors } = await create(admin, spec, seeded, n);
        expect(errors).toEqual([]);
        created.push(id as string);
      }

      const total = await store[spec.collection].count();
      const refused = await create(admin, spec, seeded, ROOM);
      expect(refused.id).toBeUndefined();
      expect(refused.errors).toHaveLength(1);
      expect(refused.errors[0]?.extensions).toEqual({
        code: 'LIMIT_REACHED',
        collection: spec.collection,
        limit,
      });
      expect(refused.errors[0]?.message).toMatch(new RegExp(`^At most ${limit} .+ per user`));
      if (spec.rest) {
        const { status, body } = await spec.rest(admin, seeded, ROOM);
        expect(status).toBe(409);
        expect(body).toEqual({
          error: 'LIMIT_REACHED',
          message: refused.errors[0]?.message,
          collection: spec.collection,
          limit,
        });
      }
      expect(await store[spec.collection].count()).toBe(total);

      // Counted per account, also where the records are shared by all staff.
      expect((await create(other, spec, await seededFor(other), 100)).errors).toEqual([]);

      const freed = created[0] as string;
      if (spec.remove) {
        const { body } = await admin.graphql(`mutation($id: ID!) { ${spec.remove}(id: $id) }`, {
          id: freed,
        });
        // The template's deletions answer true; the product's answer the id deleted.
        expect([true, freed]).toContain(body.data?.[spec.remove]);
      } else {
        // The API deletes no chat message; one removed from the store frees a place all the same.
        expect(await store[spec.collection].remove(freed)).toBe(true);
      }
      expect((await create(admin, spec, seeded, ROOM + 1)).errors).toEqual([]);
      expect((await create(admin, spec, seeded, ROOM + 2)).errors[0]?.extensions?.code).toBe(
        'LIMIT_REACHED',
      );
    });
  }
});
