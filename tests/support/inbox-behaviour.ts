import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../generated/graphql';
import { buildSeed, createDataStore } from '../../server/data';
import { BadRequestError, NotFoundError } from '../../server/errors';
import type { Inbox } from '../../server/inbox/service';
import { createTestApp, type TestApp } from './app';
import { DEMO, sessionOf, signInAs, withToken } from './auth';
import { testContext } from './context';

export interface InboxSpec {
  /** The service under test. */
  inbox: Inbox;
  /** REST: `/api/common/messages`; the body key: `message`. */
  path: string;
  key: string;
  /** GraphQL names: `Message`, `messages`, `createMessage`, ... */
  type: string;
  list: string;
  create: string;
  update: string;
  remove: string;
  markAll: string;
  toggle: string;
  /** REST fields this list's items have besides the shared ones (notifications: `event`). */
  ownFields?: readonly string[];
}

const XSS = '<strong>Hola</strong><img src=x onerror="alert(1)"><script>alert(2)</script>';
const FIELDS = 'id icon image title description time link useRouter read seen';

/** The behaviour every toolbar list (messages, notifications) shares: per user, on both APIs. */
export function describeInbox(spec: InboxSpec) {
  const { inbox, path, key } = spec;

  /** Unread items of each user beside what the seed gives (notifications: none). */
  const UNREAD = [
    { title: 'Primero', time: '2026-11-20T09:30:00-05:00' },
    { title: 'Segundo', time: '2026-11-21T09:30:00-05:00' },
  ];

  async function contexts() {
    const store = createDataStore(buildSeed());
    const as = (role: Role) => testContext({ store, user: sessionOf(role) });
    const users = { admin: await as('ADMINISTRADOR'), policia: await as('POLICIA') };
    for (const ctx of Object.values(users)) {
      for (const item of UNREAD) await inbox.create(ctx, item);
    }
    return { store, ...users };
  }

  describe(`${spec.list} service`, () => {
    it('lists only the signed-in user’s items, newest first', async () => {
      const { admin, store } = await contexts();
      const items = await inbox.list(admin);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.userId === DEMO.ADMINISTRADOR.id)).toBe(true);
      const times = items.map((item) => item.time);
      expect(times).toEqual([...times].sort().reverse());
      const all = await store[spec.list as 'messages'].count();
      expect(all).toBeGreaterThan(items.length);
    });

    it('creates with defaults: now, unread and unseen, the router for in-app links', async () => {
      const { admin } = await contexts();
      const before = Date.now();
      const item = await inbox.create(admin, { title: 'Aviso', link: '/admin/usuarios' });
      expect(item).toMatchObject({
        userId: DEMO.ADMINISTRADOR.id,
        title: 'Aviso',
        icon: null,
        image: null,
        description: null,
        link: '/admin/usuarios',
        useRouter: true,
        read: false,
        seen: false,
      });
      expect(Date.parse(item.time)).toBeGreaterThanOrEqual(before - 1000);
      const external = await inbox.create(admin, { link: 'https://www.gob.pe', read: true });
      expect(external).toMatchObject({ useRouter: false, read: true, seen: true });
    });

    it('stores HTML descriptions exactly as given (the client sanitizes them)', async () => {
      const { admin } = await contexts();
      const item = await inbox.create(admin, { description: XSS });
      expect(item.description).toBe(XSS);
      expect((await inbox.list(admin)).find((other) => other.id === item.id)?.description).toBe(
        XSS,
      );
    });

    it('normalizes times to UTC and refuses what is not a time', async () => {
      const { admin } = await contexts();
      const item = await inbox.create(admin, { time: '2026-11-20T09:30:00-05:00' });
      expect(item.time).toBe('2026-11-20T14:30:00.000Z');
      await expect(inbox.create(admin, { time: 'ayer' })).rejects.toThrow(BadRequestError);
    });

    it.each([
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: '/admin', useRouter: false }, 'link'],
      [{ link: 'https://x.example', useRouter: true }, 'link'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'image'],
      [{ icon: 'not an icon' }, 'icon'],
      [{ read: 'yes' }, 'read'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ description: 'x'.repeat(5001) }, 'description'],
    ])('refuses %j naming %s', async (input, field) => {
      const { admin } = await contexts();
      const error = await inbox.create(admin, input).catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(BadRequestError);
      expect(Object.keys((error as BadRequestError).fields ?? {})).toEqual([field]);
    });

    it('keeps another user’s items out of reach: NOT_FOUND, never FORBIDDEN', async () => {
      const { admin, policia } = await contexts();
      const [mine] = await inbox.list(admin);
      if (!mine) throw new Error('the seed gives the admin items');
      await expect(inbox.update(policia, mine.id, { read: true })).rejects.toThrow(NotFoundError);
      await expect(inbox.toggleRead(policia, mine.id)).rejects.toThrow(NotFoundError);
      expect(await inbox.remove(policia, mine.id)).toBeNull();
      expect((await inbox.list(policia)).map((item) => item.id)).not.toContain(mine.id);
      expect(await inbox.list(admin)).toContainEqual(mine);
    });

    it('marks all of the user’s items read and seen, and nobody else’s', async () => {
      const { admin, policia } = await contexts();
      const othersBefore = await inbox.list(policia);
      expect(othersBefore.some((item) => !item.read)).toBe(true);
      const all = await inbox.markAllAsRead(admin);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((item) => item.read && item.seen)).toBe(true);
      expect(await inbox.list(policia)).toEqual(othersBefore);
    });

    it('toggles read: an item marked read is also seen; unread keeps seen', async () => {
      const { admin } = await contexts();
      const item = await inbox.create(admin, { title: 'Nuevo' });
      const read = await inbox.toggleRead(admin, item.id);
      expect(read).toMatchObject({ read: true, seen: true });
      const unread = await inbox.toggleRead(admin, item.id);
      expect(unread).toMatchObject({ read: false, seen: true });
    });

    it('updates only the fields given and checks the resulting link', async () => {
      const { admin } = await contexts();
      const item = await inbox.create(admin, { title: 'Aviso', link: '/admin/usuarios' });
      const updated = await inbox.update(admin, item.id, { title: 'Aviso nuevo', seen: true });
      expect(updated).toMatchObject({ title: 'Aviso nuevo', link: '/admin/usuarios', seen: true });
      await expect(inbox.update(admin, item.id, { useRouter: false })).rejects.toThrow(
        BadRequestError,
      );
      const cleared = await inbox.update(admin, item.id, { link: null, useRouter: false });
      expect(cleared).toMatchObject({ link: null, useRouter: false });
      await expect(inbox.update(admin, item.id, { read: null })).rejects.toThrow(BadRequestError);
    });
  });

  describe(`${path} and GraphQL`, () => {
    let app: TestApp;
    let admin: ReturnType<typeof withToken>;
    let policia: ReturnType<typeof withToken>;
    beforeAll(async () => {
      app = await createTestApp();
      admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
      policia = withToken(app, (await signInAs(app, 'POLICIA')).accessToken);
      for (const user of [admin, policia]) {
        for (const item of UNREAD) await user.post(path, { [key]: item });
      }
    });

    it(`creates with POST {${key}}, updates with PATCH {id, ${key}}, deletes with DELETE ?id`, async () => {
      const created = await admin.post(path, { [key]: { title: 'Prueba', description: XSS } });
      expect(created.status).toBe(200);
      expect(Object.keys(created.body).sort()).toEqual(
        [...FIELDS.split(' '), ...(spec.ownFields ?? [])].sort(),
      );
      expect(created.body).toMatchObject({ title: 'Prueba', description: XSS, read: false });

      // The template's services send the whole item back.
      const patched = await admin.patch(path, {
        id: created.body.id,
        [key]: { ...created.body, read: true },
      });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({ ...created.body, read: true });

      const removed = await admin.delete(`${path}?id=${created.body.id}`);
      expect(removed.body).toEqual(patched.body);
      const again = await admin.delete(`${path}?id=${created.body.id}`);
      expect(again.status).toBe(404);
      expect(again.body.error).toBe('NOT FOUND');
    });

    it('answers 404 to another user’s id and 400 with fields for bad bodies', async () => {
      const [theirs] = (await admin.get(path)).body;
      expect((await policia.patch(path, { id: theirs.id, [key]: { read: true } })).status).toBe(
        404,
      );
      expect((await policia.delete(`${path}?id=${theirs.id}`)).status).toBe(404);
      expect((await policia.post(`${path}/toggle-read-status`, { id: theirs.id })).status).toBe(
        404,
      );
      const missing = await admin.post(path, {});
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ [key]: 'Required' });
      const badTime = await admin.post(path, { [key]: { time: 42 } });
      expect(badTime.status).toBe(400);
      expect(Object.keys(badTime.body.fields)).toEqual(['time']);
      expect((await admin.post(`${path}/toggle-read-status`, {})).body.fields).toEqual({
        id: 'Required',
      });
    });

    it('marks all as read with GET …/mark-all-as-read, answering true', async () => {
      const response = await policia.get(`${path}/mark-all-as-read`);
      expect(response.status).toBe(200);
      expect(response.body).toBe(true);
      const items = (await policia.get(path)).body as { read: boolean; seen: boolean }[];
      expect(items.every((item) => item.read && item.seen)).toBe(true);
      const adminItems = (await admin.get(path)).body as { read: boolean }[];
      expect(adminItems.some((item) => !item.read)).toBe(true);
    });

    it(`toggles with POST …/toggle-read-status {id} or {${key}: {id}}`, async () => {
      const { body } = await admin.post(path, { [key]: { title: 'Alternar' } });
      const first = await admin.post(`${path}/toggle-read-status`, { id: body.id });
      expect(first.body).toMatchObject({ id: body.id, read: true, seen: true });
      const second = await admin.post(`${path}/toggle-read-status`, { [key]: { id: body.id } });
      expect(second.body).toMatchObject({ id: body.id, read: false });
    });

    it('offers the same operations on GraphQL', async () => {
      const create = await admin.graphql(
        `mutation ($input: Create${spec.type}Input!) { ${spec.create}(input: $input) { ${FIELDS} } }`,
        { input: { title: 'GraphQL', time: '2026-11-20T09:30:00-05:00', link: '/admin/inicio' } },
      );
      const created = create.body.data[spec.create];
      expect(created).toMatchObject({
        time: '2026-11-20T14:30:00.000Z',
        useRouter: true,
        read: false,
      });
      const toggled = await admin.graphql(
        `mutation ($id: ID!) { ${spec.toggle}(id: $id) { read seen } }`,
        { id: created.id },
      );
      expect(toggled.body.data[spec.toggle]).toEqual({ read: true, seen: true });
      const updated = await admin.graphql(
        `mutation ($id: ID!) { ${spec.update}(id: $id, input: { title: "Cambiado", read: false }) { title read } }`,
        { id: created.id },
      );
      expect(updated.body.data[spec.update]).toEqual({ title: 'Cambiado', read: false });
      const foreign = await policia.graphql(`mutation ($id: ID!) { ${spec.remove}(id: $id) }`, {
        id: created.id,
      });
      expect(foreign.body.data[spec.remove]).toBe(false);
      const foreignToggle = await policia.graphql(
        `mutation ($id: ID!) { ${spec.toggle}(id: $id) { id } }`,
        { id: created.id },
      );
      expect(foreignToggle.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const removed = await admin.graphql(`mutation ($id: ID!) { ${spec.remove}(id: $id) }`, {
        id: created.id,
      });
      expect(removed.body.data[spec.remove]).toBe(true);
      const all = await admin.graphql(`mutation { ${spec.markAll} { read seen } }`);
      const items = all.body.data[spec.markAll] as { read: boolean; seen: boolean }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.read && item.seen)).toBe(true);
      const list = await admin.graphql(`{ ${spec.list} { id } }`);
      expect(list.body.data[spec.list]).toHaveLength(items.length);
    });
  });
}
