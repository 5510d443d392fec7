import { beforeEach, describe, expect, it } from 'vitest';
import type { MailRecord } from '../../../../server/areas/mailbox/model';
import { createTestApp, type TestApp } from '../../../support/app';
import { signInAs, withToken } from '../../../support/auth';

const MAIL =
  'id subject date folder labels unread starred important cc ccCount bccCount from { contact }';
const PAGE = `query($input: MailsInput!) { mails(input: $input) { mails { ${MAIL} } pagination { totalResults resultsPerPage currentPage lastPage startIndex endIndex } } }`;

let app: TestApp;
let api: ReturnType<typeof withToken>;
let mails: MailRecord[];
beforeEach(async () => {
  app = await createTestApp();
  api = withToken(app, (await signInAs(app, 'ADMINISTRADOR')).accessToken);
  mails = await app.store.mails.list();
});

const codes = (body: { errors?: { extensions: { code: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions.code);

describe('mailbox queries', () => {
  it('answer settings, folders with counts, filters and labels', async () => {
    const { body } = await api.graphql(
      '{ mailboxSettings { messageLayout } mailFolders { id slug count } mailFilters { slug } mailLabels { slug color } }',
    );
    expect(body.data.mailboxSettings).toEqual({ messageLayout: 'right' });
    const counts = Object.fromEntries(
      body.data.mailFolders.map((f: { id: string; count: number }) => [f.id, f.count]),
    );
    expect(counts).toEqual({
      inbox: mails.filter((m) => m.folder === 'inbox' && m.unread).length,
      sent: 0,
      drafts: mails.filter((m) => m.folder === 'drafts').length,
      spam: mails.filter((m) => m.folder === 'spam').length,
      trash: 0,
    });
    expect(body.data.mailFilters).toEqual([{ slug: 'starred' }, { slug: 'important' }]);
    expect(body.data.mailLabels[0]).toEqual({ slug: 'personal', color: 'blue' });
  });

  it('page mails newest first, and answer null past the last page', async () => {
    const { body } = await api.graphql(PAGE, { input: { folder: 'inbox', page: 2 } });
    const page = body.data.mails;
    const dates = page.mails.map((m: MailRecord) => Date.parse(m.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.pagination).toMatchObject({ currentPage: 2, resultsPerPage: 10, startIndex: 10 });
    const beyond = await api.graphql(PAGE, { input: { folder: 'inbox', page: 40 } });
    expect(beyond.body.data.mails.mails).toBeNull();
    expect(beyond.body.data.mails.pagination).toMatchObject({ totalResults: null, lastPage: 4 });
  });

  it('refuse a selection that is not exactly one of folder, filter or label', async () => {
    for (const input of [{}, { folder: 'inbox', filter: 'starred' }, { label: 'work', page: 0 }]) {
      const { body } = await api.graphql(PAGE, { input });
      expect(codes(body), JSON.stringify(input)).toEqual(['BAD_REQUEST']);
    }
    const unknown = await api.graphql(PAGE, { input: { label: 'nothing' } });
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
  });
});

describe('mailbox mutations', () => {
  it('update a mail partially and refuse an unknown folder', async () => {
    const [mail] = mails;
    const update = `mutation($id: ID!, $input: UpdateMailInput!) { updateMail(id: $id, input: $input) { ${MAIL} } }`;
    const { body } = await api.graphql(update, {
      id: mail?.id,
      input: { starred: true, folder: 'spam' },
    });
    expect(body.data.updateMail).toMatchObject({
      id: mail?.id,
      starred: true,
      folder: 'spam',
      subject: mail?.subject,
    });
    const wrong = await api.graphql(update, { id: mail?.id, input: { folder: 'attic' } });
    expect(codes(wrong.body)).toEqual(['BAD_REQUEST']);
    const unknown = await api.graphql(update, { id: 'none', input: { unread: true } });
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
    expect((await app.store.mails.get(mail?.id as string))?.folder).toBe('spam');
  });

  it('create labels with unique slugs, rename and delete them', async () => {
    const create =
      'mutation($title: String!) { createMailLabel(input: { title: $title, color: teal }) { id slug color } }';
    const first = (await api.graphql(create, { title: 'Personal' })).body.data.createMailLabel;
    expect(first).toMatchObject({ slug: 'personal-1', color: 'teal' });
    const renamed = await api.graphql(
      'mutation($id: ID!) { updateMailLabel(id: $id, input: { title: "Viajes de  Campo" }) { slug color } }',
      { id: first.id },
    );
    expect(renamed.body.data.updateMailLabel).toEqual({ slug: 'viajes-de-campo', color: 'teal' });
    const removed = await api.graphql('mutation($id: ID!) { deleteMailLabel(id: $id) }', {
      id: 'label-payments',
    });
    expect(removed.body.data.deleteMailLabel).toBe(true);
    for (const mail of await app.store.mails.list())
      expect(mail.labels).not.toContain('label-payments');
  });

  it('change the settings', async () => {
    const { body } = await api.graphql(
      'mutation { updateMailboxSettings(input: { messageLayout: full }) { messageLayout } }',
    );
    expect(body.data.updateMailboxSettings).toEqual({ messageLayout: 'full' });
  });
});
