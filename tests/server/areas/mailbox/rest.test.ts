import { beforeEach, describe, expect, it } from 'vitest';
import { FOLDERS } from '../../../../server/areas/mailbox/folders';
import type { MailRecord } from '../../../../server/areas/mailbox/model';
import { SEEDED_LABELS, seedMails } from '../../../../server/areas/mailbox/seed';
import { slugify, uniqueSlug } from '../../../../server/template/slug';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const BASE = '/api/apps/mailbox';
const NOW = new Date('2026-11-22T15:00:00.000Z');

let app: TestApp;
let api: ReturnType<typeof withToken>;
let mails: MailRecord[];
beforeEach(async () => {
  app = await createTestApp();
  api = withToken(app, (await signInAs(app, 'DIRCETUR')).accessToken);
  mails = await app.store.mails.list();
});

const newestFirst = (list: MailRecord[]) =>
  [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.id < b.id ? -1 : 1));

describe('the seeded mailbox', () => {
  it('is the same on every seed, dated before now, with mails in every folder', () => {
    const seeded = seedMails(NOW);
    expect(seeded).toEqual(seedMails(NOW));
    expect(seeded.length).toBeGreaterThanOrEqual(50);
    for (const folder of FOLDERS) expect(seeded.some((m) => m.folder === folder.id)).toBe(true);
    for (const mail of seeded) expect(Date.parse(mail.date)).toBeLessThan(NOW.getTime());
    expect(seeded.some((m) => m.starred)).toBe(true);
    expect(seeded.some((m) => m.labels.length > 0)).toBe(true);
  });

  it('answers the settings, filters and the six labels with their colours', async () => {
    expect((await api.get(`${BASE}/settings`)).body).toEqual({ messageLayout: 'right' });
    expect((await api.get(`${BASE}/filters`)).body.map((f: { slug: string }) => f.slug)).toEqual([
      'starred',
      'important',
    ]);
    const labels = (await api.get(`${BASE}/labels`)).body;
    expect(labels.map((l: { title: string; color: string }) => [l.title, l.color])).toEqual([
      ['Personal', 'blue'],
      ['Work', 'indigo'],
      ['Payments', 'red'],
      ['Invoices', 'teal'],
      ['Accounts', 'purple'],
      ['Forums', 'green'],
    ]);
  });

  it('counts folders as the template does', async () => {
    const folders = (await api.get(`${BASE}/folders`)).body;
    const count = (id: string) => folders.find((f: { id: string }) => f.id === id).count;
    expect(count('sent')).toBe(0);
    expect(count('trash')).toBe(0);
    expect(count('drafts')).toBe(mails.filter((m) => m.folder === 'drafts').length);
    expect(count('spam')).toBe(mails.filter((m) => m.folder === 'spam').length);
    const unreadInbox = mails.filter((m) => m.folder === 'inbox' && m.unread).length;
    expect(count('inbox')).toBe(unreadInbox);
    expect(unreadInbox).toBeLessThan(mails.filter((m) => m.folder === 'inbox').length);
  });
});

describe('GET mails', () => {
  it('pages a folder 10 at a time, newest first, with the template pagination', async () => {
    const inbox = newestFirst(mails.filter((m) => m.folder === 'inbox'));
    const lastPage = Math.ceil(inbox.length / 10);
    const first = (await api.get(`${BASE}/mails?folder=inbox`)).body;
    expect(first.mails.map((m: MailRecord) => m.id)).toEqual(inbox.slice(0, 10).map((m) => m.id));
    expect(first.pagination).toEqual({
      totalResults: inbox.length,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage,
      startIndex: 0,
      endIndex: 9,
    });
    const last = (await api.get(`${BASE}/mails?folder=inbox&page=${lastPage}`)).body;
    expect(last.pagination.endIndex).toBe(inbox.length - 1);
    const beyond = (await api.get(`${BASE}/mails?folder=inbox&page=${lastPage + 1}`)).body;
    expect(beyond).toEqual({ mails: null, pagination: { lastPage } });
  });

  it('adds ccCount and bccCount to every mail', async () => {
    const page = (await api.get(`${BASE}/mails?folder=inbox`)).body;
    for (const mail of page.mails) {
      expect(mail.ccCount).toBe(mail.cc.length);
      expect(mail.bccCount).toBe(mail.bcc.length);
    }
  });

  it('lists a filter or a label without the trash', async () => {
    const starred = mails.filter((m) => m.starred && m.folder !== 'trash');
    const byFilter = (await api.get(`${BASE}/mails?filter=starred`)).body;
    expect(byFilter.pagination.totalResults).toBe(starred.length);
    const work = mails.filter((m) => m.labels.includes('label-work') && m.folder !== 'trash');
    const byLabel = (await api.get(`${BASE}/mails?label=work`)).body;
    expect(byLabel.pagination.totalResults).toBe(work.length);
    expect(mails.some((m) => m.labels.includes('label-work') && m.folder === 'trash')).toBe(true);
  });

  it.each([
    ['', 400],
    ['folder=inbox&label=work', 400],
    ['folder=inbox&page=0', 400],
    ['folder=inbox&page=x', 400],
    ['folder=nowhere', 404],
    ['filter=urgent', 404],
    ['label=nothing', 404],
  ])('answers ?%s with %i', async (query, status) => {
    expect((await api.get(`${BASE}/mails?${query}`)).status).toBe(status);
  });
});

describe('one mail', () => {
  it('is answered by id, 404 when unknown', async () => {
    const [mail] = mails;
    const one = (await api.get(`${BASE}/mail?id=${mail?.id}`)).body;
    expect(one).toEqual({ ...mail, ccCount: mail?.cc.length, bccCount: mail?.bcc.length });
    const unknown = await api.get(`${BASE}/mail?id=none`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT FOUND');
  });

  it('PATCH changes only the given flags, folder and labels', async () => {
    const mail = mails.find((m) => m.folder === 'inbox' && m.unread) as MailRecord;
    const response = await api.patch(`${BASE}/mail`, {
      id: mail.id,
      mail: { unread: false, folder: 'trash', labels: ['label-personal'] },
    });
    expect(response.body).toMatchObject({
      ...mail,
      unread: false,
      folder: 'trash',
      labels: ['label-personal'],
    });
    const inTrash = (await api.get(`${BASE}/mails?folder=trash`)).body;
    expect(inTrash.mails.map((m: MailRecord) => m.id)).toContain(mail.id);
    const inbox = (await api.get(`${BASE}/mails?folder=inbox&page=1`)).body;
    expect(inbox.pagination.totalResults).toBe(
      mails.filter((m) => m.folder === 'inbox').length - 1,
    );
  });

  it.each([
    [{ unread: 'no' }, 'unread'],
    [{ folder: 'attic' }, 'folder'],
    [{ labels: ['label-none'] }, 'labels.0'],
    [{ subject: 'changed' }, 'mail'],
    [{ folder: ['inbox', 'spam'] }, 'folder'],
  ])('PATCH refuses %j naming %s and changes nothing', async (change, field) => {
    const [mail] = mails;
    const response = await api.patch(`${BASE}/mail`, { id: mail?.id, mail: change });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    expect(await app.store.mails.list()).toEqual(mails);
  });

  it('PATCH of an unknown mail is 404', async () => {
    expect((await api.patch(`${BASE}/mail`, { id: 'none', mail: { unread: true } })).status).toBe(
      404,
    );
  });
});

describe('settings', () => {
  it('PATCH changes the layout; a wrong value is refused', async () => {
    const changed = await api.patch(`${BASE}/settings`, { settings: { messageLayout: 'full' } });
    expect(changed.body).toEqual({ messageLayout: 'full' });
    expect((await api.get(`${BASE}/settings`)).body).toEqual({ messageLayout: 'full' });
    const wrong = await api.patch(`${BASE}/settings`, { settings: { messageLayout: 'left' } });
    expect(wrong.status).toBe(400);
    expect((await api.patch(`${BASE}/settings`, {})).status).toBe(400);
    expect((await api.get(`${BASE}/settings`)).body).toEqual({ messageLayout: 'full' });
  });
});

describe('labels', () => {
  it('follow the slug rule, with -1, -2 on a clash when created', async () => {
    expect(slugify('Cuentas  por -- Pagar!')).toBe('cuentas-por-pagar');
    expect(uniqueSlug('Work', (slug) => ['work', 'work-1'].includes(slug))).toBe('work-2');
    const first = (await api.post(`${BASE}/label`, { label: { title: 'Work', color: 'red' } }))
      .body;
    const second = (await api.post(`${BASE}/label`, { label: { title: 'work' } })).body;
    expect(first).toMatchObject({ title: 'Work', slug: 'work-1', color: 'red' });
    expect(second).toMatchObject({ slug: 'work-2', color: 'gray' });
  });

  it('recompute the slug on update without the uniqueness check', async () => {
    const response = await api.patch(`${BASE}/label`, {
      id: 'label-forums',
      label: { title: 'Personal' },
    });
    expect(response.body).toEqual({
      id: 'label-forums',
      title: 'Personal',
      slug: 'personal',
      color: 'green',
    });
  });

  it('refuse wrong input and unknown ids, changing nothing', async () => {
    for (const label of [
      { title: '' },
      { title: '¡¡!!' },
      { title: 'x', color: 'plaid' },
      { title: 1 },
    ]) {
      expect((await api.post(`${BASE}/label`, { label })).status, JSON.stringify(label)).toBe(400);
    }
    expect((await api.patch(`${BASE}/label`, { id: 'none', label: { title: 'x' } })).status).toBe(
      404,
    );
    expect((await api.delete(`${BASE}/label?id=none`)).status).toBe(404);
    expect((await api.get(`${BASE}/labels`)).body).toEqual(SEEDED_LABELS);
  });

  it('DELETE removes a label from every mail that carried it', async () => {
    expect(mails.some((m) => m.labels.includes('label-work'))).toBe(true);
    expect((await api.delete(`${BASE}/label?id=label-work`)).body).toBe(true);
    for (const mail of await app.store.mails.list())
      expect(mail.labels).not.toContain('label-work');
    expect((await api.get(`${BASE}/mails?label=work`)).status).toBe(404);
  });
});
