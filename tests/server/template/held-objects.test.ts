import { beforeEach, describe, expect, it } from 'vitest';
import type { CollectionName } from '../../../server/store/types';
import type { TestApp } from '../../support/app';
import { appWithStaff, type StaffClient, snapshot } from '../../support/apps';

/**
 * Every tag and label route of the template, updated as the template's client does: with the
 * whole object it holds (`{ id, label: { id, title, slug, color } }`), the changed field in it.
 */
interface TagRoute {
  name: string;
  /** Where the client read its tags. */
  list: string;
  path: string;
  /** The body of an update of `held` (the object as read, perhaps changed). */
  body: (held: Record<string, unknown>) => Record<string, unknown>;
  /** The body's key holding the object: problems are named under it. */
  key: string;
  collection: CollectionName;
  /** The object's read-only fields (in notes the label's id names it: no copy to compare). */
  readOnly: string[];
}

const ROUTES: TagRoute[] = [
  {
    name: 'mailbox labels',
    list: '/api/apps/mailbox/labels',
    path: '/api/apps/mailbox/label',
    body: (label) => ({ id: label.id, label }),
    key: 'label',
    collection: 'mailLabels',
    readOnly: ['id', 'slug'],
  },
  {
    name: 'notes labels',
    list: '/api/apps/notes/labels',
    path: '/api/apps/notes/labels',
    body: (label) => ({ label }),
    key: 'label',
    collection: 'noteLabels',
    readOnly: [],
  },
  {
    name: 'tasks tags',
    list: '/api/apps/tasks/tags',
    path: '/api/apps/tasks/tag',
    body: (tag) => ({ id: tag.id, tag }),
    key: 'tag',
    collection: 'taskTags',
    readOnly: ['id'],
  },
  {
    name: 'scrumboard labels',
    list: '/api/apps/scrumboard/board/labels?boardId=board-1',
    path: '/api/apps/scrumboard/board/label',
    body: (label) => ({ id: label.id, label }),
    key: 'label',
    collection: 'boardLabels',
    readOnly: ['id', 'boardId'],
  },
  {
    name: 'contacts tags',
    list: '/api/apps/contacts/tags',
    path: '/api/apps/contacts/tag',
    body: (tag) => ({ id: tag.id, tag }),
    key: 'tag',
    collection: 'contactTags',
    readOnly: ['id'],
  },
  {
    name: 'inventory tags',
    list: '/api/apps/ecommerce/inventory/tags',
    path: '/api/apps/ecommerce/inventory/tag',
    body: (tag) => ({ id: tag.id, tag }),
    key: 'tag',
    collection: 'inventoryTags',
    readOnly: ['id'],
  },
];

let app: TestApp;
let client: StaffClient;
beforeEach(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});

async function firstHeld(route: TagRoute): Promise<Record<string, unknown>> {
  const listed = await client.get(route.list);
  expect(listed.status).toBe(200);
  return listed.body[0];
}

describe.each(ROUTES)('updating $name with the whole object', (route) => {
  it('changes the title and ignores the read-only fields sent back unchanged', async () => {
    const held = await firstHeld(route);
    const response = await client.patch(route.path, route.body({ ...held, title: 'Renombrada' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored: object | null = await app.store[route.collection].get(held.id as string);
    // Every read-only field kept (a mailbox label's slug follows its new title).
    const kept = route.readOnly.filter((name) => name !== 'slug').map((name) => [name, held[name]]);
    expect(stored).toMatchObject({ ...Object.fromEntries(kept), title: 'Renombrada' });
  });

  it('names an unknown field, changing nothing', async () => {
    const held = await firstHeld(route);
    const before = await snapshot(app, [route.collection]);
    const response = await client.patch(route.path, route.body({ ...held, colour: 'red' }));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ [route.key]: 'Unknown field colour' });
    expect(JSON.stringify(response.body)).not.toContain('Must be an object');
    expect(await snapshot(app, [route.collection])).toEqual(before);
  });
});

describe.each(ROUTES.filter((route) => route.readOnly.length > 0))(
  'updating $name with a read-only field changed',
  (route) => {
    it('refuses it, naming it, and changes nothing', async () => {
      const held = await firstHeld(route);
      const before = await snapshot(app, [route.collection]);
      for (const field of route.readOnly) {
        // The id that names the record stays the held one; only the object's copy differs.
        const body = route.body({ ...held, title: 'Renombrada', [field]: 'otro-valor' });
        if ('id' in body) body.id = held.id;
        const response = await client.patch(route.path, body);
        expect(response.status, field).toBe(400);
        expect(response.body.fields).toEqual({
          [`${route.key}.${field}`]: 'Read-only: cannot be changed',
        });
      }
      expect(await snapshot(app, [route.collection])).toEqual(before);
    });
  },
);

describe('a mailbox label sent back whole', () => {
  it('may carry its old slug or the one the new title makes', async () => {
    const held = (await client.get('/api/apps/mailbox/labels')).body[0];
    for (const slug of [held.slug, 'cuentas-por-pagar']) {
      const response = await client.patch('/api/apps/mailbox/label', {
        id: held.id,
        label: { ...held, title: 'Cuentas por pagar', slug },
      });
      expect(response.body).toEqual({
        ...held,
        title: 'Cuentas por pagar',
        slug: 'cuentas-por-pagar',
      });
      await app.store.mailLabels.update(held.id, held);
    }
  });
});
