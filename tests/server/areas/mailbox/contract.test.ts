import { expect, it } from 'vitest';
import {
  type Api,
  gql,
  rest,
  runContract,
  type Step,
  withoutNulls,
} from '../../../support/contract';

const BASE = '/api/apps/mailbox';
const MAIL =
  'id type from { avatar contact } to cc bcc ccCount bccCount date subject content attachments { type name size preview downloadUrl } starred important unread folder labels';
const PAGE = `query($input: MailsInput!) { mails(input: $input) { mails { ${MAIL} } pagination { totalResults resultsPerPage currentPage lastPage startIndex endIndex } } }`;

const data = (value: unknown, name: string) => (value as Record<string, unknown>)[name] ?? value;
const gqlPage = async (api: Api, input: object) => {
  const page = data(await gql(api, PAGE, { input }), 'mails') as {
    mails: unknown;
    pagination: object;
  };
  return page.mails === undefined
    ? page
    : { mails: page.mails, pagination: withoutNulls(page.pagination) };
};

const steps: Step[] = [
  {
    name: 'folders',
    rest: (api) => rest(api.get(`${BASE}/folders`)),
    graphql: async (api) =>
      data(await gql(api, '{ mailFolders { id title slug icon count } }'), 'mailFolders'),
  },
  {
    name: 'inbox page 2',
    rest: (api) => rest(api.get(`${BASE}/mails?folder=inbox&page=2`)),
    graphql: (api) => gqlPage(api, { folder: 'inbox', page: 2 }),
  },
  {
    name: 'create label',
    rest: async (api, vars) => {
      const label = (await rest(
        api.post(`${BASE}/label`, { label: { title: 'Work', color: 'pink' } }),
      )) as { id: string };
      vars.label = label.id;
      return label;
    },
    graphql: async (api, vars) => {
      const label = data(
        await gql(
          api,
          'mutation { createMailLabel(input: { title: "Work", color: pink }) { id title slug color } }',
        ),
        'createMailLabel',
      ) as { id: string };
      vars.label = label.id;
      return label;
    },
  },
  {
    name: 'label a mail and star it',
    rest: async (api, vars) => {
      const inbox = (await rest(api.get(`${BASE}/mails?folder=inbox`))) as {
        mails: { id: string }[];
      };
      vars.mail = inbox.mails[0]?.id as string;
      return rest(
        api.patch(`${BASE}/mail`, {
          id: vars.mail,
          mail: { labels: [vars.label], starred: true, unread: false },
        }),
      );
    },
    graphql: async (api, vars) => {
      const inbox = (await gqlPage(api, { folder: 'inbox' })) as { mails: { id: string }[] };
      vars.mail = inbox.mails[0]?.id as string;
      const result = await gql(
        api,
        `mutation($id: ID!, $labels: [ID!]) { updateMail(id: $id, input: { labels: $labels, starred: true, unread: false }) { ${MAIL} } }`,
        { id: vars.mail, labels: [vars.label] },
      );
      return data(result, 'updateMail');
    },
  },
  {
    name: 'refused change',
    rest: (api, vars) =>
      rest(api.patch(`${BASE}/mail`, { id: vars.mail, mail: { folder: 'attic' } })),
    graphql: (api, vars) =>
      gql(api, 'mutation($id: ID!) { updateMail(id: $id, input: { folder: "attic" }) { id } }', {
        id: vars.mail,
      }),
  },
  {
    name: 'the new label',
    rest: (api) => rest(api.get(`${BASE}/mails?label=work-1`)),
    graphql: (api) => gqlPage(api, { label: 'work-1' }),
  },
  {
    name: 'starred',
    rest: (api) => rest(api.get(`${BASE}/mails?filter=starred`)),
    graphql: (api) => gqlPage(api, { filter: 'starred' }),
  },
  {
    name: 'delete label',
    rest: (api, vars) => rest(api.delete(`${BASE}/label?id=${vars.label}`)),
    graphql: async (api, vars) =>
      data(
        await gql(api, 'mutation($id: ID!) { deleteMailLabel(id: $id) }', { id: vars.label }),
        'deleteMailLabel',
      ),
  },
  {
    name: 'the mail afterwards',
    rest: (api, vars) => rest(api.get(`${BASE}/mail?id=${vars.mail}`)),
    graphql: async (api, vars) =>
      data(
        await gql(api, `query($id: ID!) { mail(id: $id) { ${MAIL} } }`, { id: vars.mail }),
        'mail',
      ),
  },
  {
    name: 'past the last page',
    rest: (api) => rest(api.get(`${BASE}/mails?folder=spam&page=9`)),
    graphql: (api) => gqlPage(api, { folder: 'spam', page: 9 }),
  },
];

it('answers the same mailbox scenario identically through REST and GraphQL', async () => {
  const { rest: viaRest, graphql: viaGraphql } = await runContract(steps);
  expect(viaGraphql).toEqual(viaRest);
  expect(viaRest).toMatchObject({
    'create label': { slug: 'work-1', color: 'pink' },
    'label a mail and star it': { labels: ['$label'], starred: true, unread: false },
    'refused change': { error: ['BAD_REQUEST'] },
    'the new label': { mails: [{ id: '$mail' }], pagination: { totalResults: 1 } },
    'the mail afterwards': { labels: [] },
    'past the last page': { mails: null, pagination: { lastPage: 1 } },
  });
});
