import { NotFoundError } from '../errors';
import { bodyField } from '../http/body';
import { gql, type RouteSpec } from '../http/route-table';
import type { InboxItemRecord } from './model';
import type { Inbox, InboxOptions } from './service';
import { toInboxItemView } from './view';

export interface InboxRoutesOptions {
  /** The permission area, `messages` or `notifications`. */
  area: InboxOptions['area'];
  /** The body's key and the GraphQL type's name: `message` → `Message`. */
  key: string;
  /** How an item is answered, when the list's items say more than the shared fields. */
  view?: (item: InboxItemRecord) => object;
}

/**
 * The template's paths of one toolbar list, e.g. `/common/messages` with key `message`:
 * GET the list (newest first); POST `{ message }`; PATCH `{ id, message }`; DELETE `?id=`
 * (answers the removed item, 404 when the caller has none with that id);
 * GET `…/mark-all-as-read` (answers true); POST `…/toggle-read-status` with `{ id }` or
 * `{ message: { id } }` (answers the item).
 */
export function inboxRoutes(
  path: string,
  inbox: Inbox,
  { area, key, view = toInboxItemView }: InboxRoutesOptions,
): RouteSpec[] {
  const missing = () => new NotFoundError(`${key[0]?.toUpperCase()}${key.slice(1)} not found`);
  const type = `${key[0]?.toUpperCase()}${key.slice(1)}`;
  const plural = `${type}s`;

  return [
    {
      method: 'GET',
      path,
      summary: "The caller's items, newest first.",
      auth: [area, 'read'],
      graphql: `Query.${key}s`,
      handler: async (req, res) => {
        res.json((await inbox.list(req.ctx)).map(view));
      },
    },
    {
      method: 'POST',
      path,
      summary: 'Adds an item for the caller.',
      auth: [area, 'create'],
      body: gql(`Create${type}Input`, `as \`{ ${key} }\``),
      graphql: `Mutation.create${type}`,
      handler: async (req, res) => {
        res.json(view(await inbox.create(req.ctx, bodyField(req, key))));
      },
    },
    {
      method: 'PATCH',
      path,
      summary: "Changes the fields given of one of the caller's items.",
      auth: [area, 'update'],
      body: gql(`Update${type}Input`, `as \`{ id, ${key} }\``),
      graphql: `Mutation.update${type}`,
      handler: async (req, res) => {
        const item = await inbox.update(req.ctx, bodyField(req, 'id'), bodyField(req, key));
        res.json(view(item));
      },
    },
    {
      method: 'DELETE',
      path,
      summary: 'Removes one of the caller’s items; 404 when the caller has none with that id.',
      auth: [area, 'delete'],
      query: '`id`',
      response: gql(type, 'the removed item'),
      graphql: `Mutation.delete${type}`,
      handler: async (req, res) => {
        const removed = await inbox.remove(req.ctx, req.query.id);
        if (!removed) throw missing();
        res.json(view(removed));
      },
    },
    {
      method: 'GET',
      path: `${path}/mark-all-as-read`,
      summary: "Marks every one of the caller's items read.",
      auth: [area, 'update'],
      response: '`true`',
      graphql: `Mutation.markAll${plural}AsRead`,
      handler: async (req, res) => {
        await inbox.markAllAsRead(req.ctx);
        res.json(true);
      },
    },
    {
      method: 'POST',
      path: `${path}/toggle-read-status`,
      summary: 'Marks one item read, or unread when it was read.',
      auth: [area, 'update'],
      body: `\`{ id }\` or \`{ ${key}: { id } }\``,
      response: gql(type),
      graphql: `Mutation.toggle${type}ReadStatus`,
      handler: async (req, res) => {
        const wrapped = bodyField(req, key);
        const id =
          bodyField(req, 'id') ??
          (typeof wrapped === 'object' && wrapped !== null
            ? (wrapped as Record<string, unknown>).id
            : undefined);
        res.json(view(await inbox.toggleRead(req.ctx, id)));
      },
    },
  ];
}
