import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../../generated/graphql';
import { RECORD_CAPS } from '../../../../server/areas';
import { getNavigation, linkedItems } from '../../../../server/areas/navigation/service';
import { seedShortcuts } from '../../../../server/areas/shortcuts/seed';
import {
  createShortcut,
  deleteShortcut,
  listShortcuts,
  updateShortcut,
} from '../../../../server/areas/shortcuts/service';
import type { Context } from '../../../../server/context';
import { buildSeed, createDataStore } from '../../../../server/data';
import { LimitReachedError, NotFoundError } from '../../../../server/errors';
import { capLimit } from '../../../../server/security/record-caps';
import { linkProblem } from '../../../../server/validation';
import { createTestApp, type TestApp } from '../../../support/app';
import { DEMO, ROLES, sessionOf, signInAs, withToken } from '../../../support/auth';
import { testContext } from '../../../support/context';
import { refusal } from '../../../support/refusals';

const SHORTCUTS_CAP = capLimit({ caps: RECORD_CAPS }, 'shortcuts');

const VALID = {
  label: 'Guías',
  description: 'Registro de guías',
  icon: 'heroicons_outline:identification',
  link: '/admin/guias-turismo',
  useRouter: true,
};

async function contexts() {
  const store = createDataStore(buildSeed());
  const as = async (role: Role) => testContext({ store, user: sessionOf(role) });
  return { store, admin: await as('ADMINISTRADOR'), dircetur: await as('DIRCETUR') };
}

describe('shortcut validation (spec §5)', () => {
  let ctx: Context;
  beforeEach(async () => {
    ({ admin: ctx } = await contexts());
  });

  it('accepts an in-app path with the router and an http(s) URL without it', async () => {
    const inApp = await createShortcut(ctx, VALID);
    expect(inApp).toMatchObject({ ...VALID, userId: DEMO.ADMINISTRADOR.id });
    const external = await createShortcut(ctx, {
      ...VALID,
      link: 'https://www.gob.pe/mincetur',
      useRouter: false,
      description: undefined,
    });
    expect(external).toMatchObject({ link: 'https://www.gob.pe/mincetur', description: null });
  });

  it.each(['label', 'icon', 'link', 'useRouter'])('requires %s', async (field) => {
    const input: Record<string, unknown> = { ...VALID };
    delete input[field];
    expect(await refusal(createShortcut(ctx, input))).toEqual({ [field]: 'Required' });
  });

  it('refuses a blank label and names every wrong field at once', async () => {
    expect(
      await refusal(createShortcut(ctx, { label: '  ', icon: 'x', link: '', useRouter: 'yes' })),
    ).toEqual({
      label: 'Required',
      icon: 'An icon name such as heroicons_outline:map',
      link: 'Required',
      useRouter: 'Must be true or false',
    });
  });

  it('bounds the lengths', async () => {
    expect(await refusal(createShortcut(ctx, { ...VALID, label: 'x'.repeat(61) }))).toEqual({
      label: 'At most 60 characters',
    });
    expect(await refusal(createShortcut(ctx, { ...VALID, description: 'x'.repeat(201) }))).toEqual({
      description: 'At most 200 characters',
    });
    expect(await refusal(createShortcut(ctx, { ...VALID, link: `/${'x'.repeat(2048)}` }))).toEqual({
      link: 'At most 2048 characters',
    });
  });

  it.each([
    ['javascript:alert(1)', false, 'An http(s) URL'],
    ['javascript:alert(1)', true, 'An in-app path starting with /'],
    ['JavaScript:alert(1)', false, 'An http(s) URL'],
    ['data:text/html,<script>alert(1)</script>', false, 'An http(s) URL'],
    ['vbscript:msgbox(1)', false, 'An http(s) URL'],
    ['//evil.example/admin', true, 'An in-app path starting with /'],
    ['/\\evil.example', true, 'No spaces, control characters or backslashes'],
    ['https://www.gob.pe', true, 'An in-app path starting with /'],
    ['/admin/usuarios', false, 'An http(s) URL'],
    ['admin/usuarios', true, 'An in-app path starting with /'],
    ['ftp://files.example', false, 'An http(s) URL'],
    ['https://', false, 'An http(s) URL'],
    ['java\tscript:alert(1)', false, 'No spaces, control characters or backslashes'],
  ])('refuses the link %j with useRouter %s', async (link, useRouter, message) => {
    expect(await refusal(createShortcut(ctx, { ...VALID, link, useRouter }))).toEqual({
      link: message,
    });
  });

  it('checks an update against the resulting pair of link and useRouter', async () => {
    const shortcut = await createShortcut(ctx, VALID);
    expect(await refusal(updateShortcut(ctx, shortcut.id, { useRouter: false }))).toEqual({
      link: 'An http(s) URL',
    });
    expect(
      await refusal(
        updateShortcut(ctx, shortcut.id, { link: 'javascript:alert(document.cookie)' }),
      ),
    ).toEqual({ link: 'An in-app path starting with /' });
    const external = await updateShortcut(ctx, shortcut.id, {
      link: 'https://www.gob.pe',
      useRouter: false,
    });
    expect(external).toMatchObject({ link: 'https://www.gob.pe', useRouter: false });
  });

  it('changes only the fields given; null clears the description but not a required field', async () => {
    const shortcut = await createShortcut(ctx, VALID);
    const renamed = await updateShortcut(ctx, shortcut.id, { label: 'Guías oficiales' });
    expect(renamed).toMatchObject({ ...VALID, label: 'Guías oficiales' });
    const cleared = await updateShortcut(ctx, shortcut.id, { description: null });
    expect(cleared.description).toBeNull();
    expect(await refusal(updateShortcut(ctx, shortcut.id, { label: null }))).toEqual({
      label: 'Cannot be null',
    });
  });

  it(`keeps at most ${SHORTCUTS_CAP} shortcuts per user`, async () => {
    const { admin, dircetur } = await contexts();
    const existing = (await listShortcuts(admin)).length;
    for (let index = existing; index < SHORTCUTS_CAP; index += 1) {
      await createShortcut(admin, { ...VALID, label: `Atajo ${index}` });
    }
    const refused = await createShortcut(admin, VALID).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LimitReachedError);
    expect(refused).toMatchObject({ code: 'LIMIT_REACHED', collection: 'shortcuts', limit: 50 });
    await expect(createShortcut(dircetur, VALID)).resolves.toBeDefined();
  });
});

describe('shortcuts are each user’s own', () => {
  it('neither shows, changes nor deletes another user’s shortcut', async () => {
    const { admin, dircetur } = await contexts();
    const mine = await createShortcut(admin, VALID);
    expect((await listShortcuts(dircetur)).map((s) => s.id)).not.toContain(mine.id);
    await expect(updateShortcut(dircetur, mine.id, { label: 'Mío' })).rejects.toThrow(
      NotFoundError,
    );
    expect(await deleteShortcut(dircetur, mine.id)).toBeNull();
    expect((await listShortcuts(admin)).find((s) => s.id === mine.id)).toMatchObject(VALID);
    expect(await deleteShortcut(admin, mine.id)).toMatchObject({ id: mine.id });
    expect(await deleteShortcut(admin, mine.id)).toBeNull();
  });
});

describe('the seeded shortcuts', () => {
  it('give every demo user a few valid shortcuts to sections their role may open', async () => {
    const store = createDataStore(buildSeed());
    for (const role of ROLES) {
      const ctx = await testContext({ store, user: sessionOf(role) });
      const shortcuts = await listShortcuts(ctx);
      expect(shortcuts.length).toBeGreaterThanOrEqual(3);
      const menus = await getNavigation(ctx);
      const open = new Set(
        Object.values(menus)
          .flatMap(linkedItems)
          .map((entry) => entry.link),
      );
      for (const shortcut of shortcuts) {
        expect(linkProblem(shortcut.link, shortcut.useRouter)).toBeNull();
        if (shortcut.useRouter) expect(open, `${role}: ${shortcut.link}`).toContain(shortcut.link);
        await expect(
          createShortcut(ctx, { ...shortcut, id: undefined, userId: undefined }),
        ).resolves.toBeDefined();
      }
    }
    expect(new Set(seedShortcuts('2026-01-01T00:00:00.000Z').map((s) => s.id)).size).toBe(
      seedShortcuts('2026-01-01T00:00:00.000Z').length,
    );
  });
});

describe('shortcuts API (the template’s bodies)', () => {
  let app: TestApp;
  let admin: ReturnType<typeof withToken>;
  let dircetur: ReturnType<typeof withToken>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
    dircetur = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
  });

  it('creates with POST {shortcut}, updates with PATCH {id, shortcut}, deletes with DELETE ?id', async () => {
    const created = await admin.post('/api/common/shortcuts', { shortcut: VALID });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), ...VALID });
    const { id } = created.body;

    // The template sends the whole shortcut back; a smuggled owner is ignored.
    const patched = await admin.patch('/api/common/shortcuts', {
      id,
      shortcut: { ...created.body, label: 'Guías oficiales', userId: DEMO.DIRCETUR.id },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual({ ...created.body, label: 'Guías oficiales' });

    const list = await admin.get('/api/common/shortcuts');
    expect(list.body).toContainEqual(patched.body);
    expect((await dircetur.get('/api/common/shortcuts')).body).not.toContainEqual(patched.body);

    const removed = await admin.delete(`/api/common/shortcuts?id=${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual(patched.body);
    const again = await admin.delete(`/api/common/shortcuts?id=${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'NOT FOUND', message: 'Shortcut not found' });
  });

  it('answers 404 to another user’s id on PATCH and DELETE, leaving the shortcut alone', async () => {
    const { body } = await admin.post('/api/common/shortcuts', { shortcut: VALID });
    const patch = await dircetur.patch('/api/common/shortcuts', {
      id: body.id,
      shortcut: { label: 'Mío' },
    });
    expect(patch.status).toBe(404);
    const remove = await dircetur.delete(`/api/common/shortcuts?id=${body.id}`);
    expect(remove.status).toBe(404);
    expect((await admin.get('/api/common/shortcuts')).body).toContainEqual(body);
  });

  it('answers 400 with the fields for bad bodies, never a 500', async () => {
    const none = await admin.post('/api/common/shortcuts', {});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({
      error: 'BAD_REQUEST',
      message: 'Invalid input',
      fields: { shortcut: 'Required' },
    });
    const list = await admin.post('/api/common/shortcuts', { shortcut: [VALID] });
    expect(list.body.fields).toEqual({ shortcut: 'Must be an object' });
    const script = await admin.post('/api/common/shortcuts', {
      shortcut: { ...VALID, link: 'javascript:alert(1)', useRouter: false },
    });
    expect(script.status).toBe(400);
    expect(script.body.fields).toEqual({ link: 'An http(s) URL' });
    const noId = await admin.patch('/api/common/shortcuts', { shortcut: { label: 'x' } });
    expect(noId.body.fields).toEqual({ id: 'Required' });
    const numericId = await admin.patch('/api/common/shortcuts', { id: 7, shortcut: {} });
    expect(numericId.body.fields).toEqual({ id: 'Must be a string' });
    const deleteWithout = await admin.delete('/api/common/shortcuts');
    expect(deleteWithout.status).toBe(400);
    expect(deleteWithout.body.fields).toEqual({ id: 'Required' });
    const twoIds = await admin.delete('/api/common/shortcuts?id=a&id=b');
    expect(twoIds.status).toBe(400);
  });

  it('offers the same operations on GraphQL', async () => {
    const create = await admin.graphql(
      'mutation ($input: CreateShortcutInput!) { createShortcut(input: $input) { id label description icon link useRouter } }',
      { input: VALID },
    );
    const { id } = create.body.data.createShortcut;
    const update = await admin.graphql(
      'mutation ($id: ID!) { updateShortcut(id: $id, input: { description: null }) { description } }',
      { id },
    );
    expect(update.body.data.updateShortcut).toEqual({ description: null });
    const bad = await admin.graphql(
      'mutation ($id: ID!) { updateShortcut(id: $id, input: { link: "javascript:alert(1)" }) { id } }',
      { id },
    );
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_REQUEST',
      fields: { link: 'An in-app path starting with /' },
    });
    const foreign = await dircetur.graphql('mutation ($id: ID!) { deleteShortcut(id: $id) }', {
      id,
    });
    expect(foreign.body.data.deleteShortcut).toBe(false);
    const foreignUpdate = await dircetur.graphql(
      'mutation ($id: ID!) { updateShortcut(id: $id, input: { label: "x" }) { id } }',
      { id },
    );
    expect(foreignUpdate.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const own = await admin.graphql('mutation ($id: ID!) { deleteShortcut(id: $id) }', { id });
    expect(own.body.data.deleteShortcut).toBe(true);
    const list = await admin.graphql('{ shortcuts { id } }');
    expect(list.body.data.shortcuts.map((s: { id: string }) => s.id)).not.toContain(id);
  });
});
