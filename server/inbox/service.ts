import { z } from 'zod';
import { type Context, nowIso } from '../context';
import { BadRequestError, NotFoundError } from '../errors';
import { authorize, signedIn } from '../security/authorize';
import type { Area } from '../security/permissions';
import { ownerWithinCap } from '../security/record-caps';
import { timeOrderedId } from '../store/ids';
import {
  dateTime,
  iconName,
  idSchema,
  imageUrl,
  inputObject,
  linkProblem,
  linkText,
  optionalText,
  parseInput,
  typeError,
} from '../validation';
import type { InboxItemRecord } from './model';

export const MAX_TITLE_LENGTH = 200;
/** Descriptions hold short HTML. */
export const MAX_DESCRIPTION_LENGTH = 5000;

const flag = z.boolean({ error: typeError('true or false') });

/** Fields that may be cleared with null. */
const clearable = {
  icon: iconName.nullable().optional(),
  image: imageUrl(),
  title: optionalText(MAX_TITLE_LENGTH),
  description: optionalText(MAX_DESCRIPTION_LENGTH),
  link: linkText.nullable().optional(),
};

/** On create, a missing or null time is now, and the flags default to false. */
const createSchema = inputObject({
  ...clearable,
  time: dateTime.nullish(),
  useRouter: flag.nullish(),
  read: flag.nullish(),
});

/** On update only the fields given change; time and the flags cannot become null. */
const updateSchema = inputObject({
  ...clearable,
  time: dateTime.optional(),
  useRouter: flag.optional(),
  read: flag.optional(),
  seen: flag.optional(),
});

type CreateInput = z.output<typeof createSchema>;

export interface InboxOptions {
  collection: 'messages' | 'notifications';
  area: Extract<Area, 'messages' | 'notifications'>;
  /** How errors name one item: `message`, `notification`; also the REST body's key. */
  noun: string;
}

/**
 * The rules of one toolbar list (messages or notifications): every operation is the signed-in
 * user's own, and an item of somebody else is NOT_FOUND like a missing one, so ids tell nothing.
 */
export function createInbox({ collection, area, noun }: InboxOptions) {
  const notFound = () => new NotFoundError(`${noun[0]?.toUpperCase()}${noun.slice(1)} not found`);

  async function own(ctx: Context, id: string, userId: string): Promise<InboxItemRecord> {
    const item = await ctx.store[collection].get(id);
    if (item?.userId !== userId) throw notFound();
    return item;
  }

  function checkLink(link: string | null, useRouter: boolean) {
    const problem = link === null ? null : linkProblem(link, useRouter);
    if (problem) throw new BadRequestError('Invalid input', { link: problem });
  }

  /** The signed-in user's items, newest first. */
  async function list(ctx: Context): Promise<InboxItemRecord[]> {
    authorize(ctx, area, 'read');
    const { id: userId } = signedIn(ctx);
    // Ids are time-ordered, so of items of one time the one created last comes first.
    return ctx.store[collection].list({
      where: { userId },
      orderBy: [{ field: 'time', descending: true }],
    });
  }

  return {
    list,

    /**
     * Adds an item for the signed-in user. Without `useRouter`, a link starting with `/` opens
     * in the application and any other link as a normal one. An item created read was seen.
     * 409 LIMIT_REACHED when the user has as many as one account may.
     */
    async create(ctx: Context, input: unknown): Promise<InboxItemRecord> {
      authorize(ctx, area, 'create');
      const item: CreateInput = parseInput(createSchema, input, noun);
      const link = item.link ?? null;
      const useRouter = item.useRouter ?? link?.startsWith('/') === true;
      checkLink(link, useRouter);
      const read = item.read ?? false;
      return ctx.store.transaction(async (tx) =>
        tx[collection].insert({
          id: timeOrderedId(),
          userId: await ownerWithinCap(ctx, tx, collection),
          icon: item.icon ?? null,
          image: item.image ?? null,
          title: item.title ?? null,
          description: item.description ?? null,
          time: item.time ?? nowIso(ctx),
          link,
          useRouter,
          read,
          seen: read,
        }),
      );
    },

    /** Changes the given fields of one of the signed-in user's items (a whole item may be sent). */
    async update(ctx: Context, id: unknown, input: unknown): Promise<InboxItemRecord> {
      authorize(ctx, area, 'update');
      const { id: userId } = signedIn(ctx);
      const itemId = parseInput(idSchema, id, 'id');
      const change = parseInput(updateSchema, input, noun);
      const current = await own(ctx, itemId, userId);
      checkLink(
        change.link === undefined ? current.link : change.link,
        change.useRouter ?? current.useRouter,
      );
      const updated = await ctx.store[collection].update(itemId, change);
      if (!updated) throw notFound();
      return updated;
    },

    /** Removes one of the signed-in user's items: the removed one, or null when there was none. */
    async remove(ctx: Context, id: unknown): Promise<InboxItemRecord | null> {
      authorize(ctx, area, 'delete');
      const { id: userId } = signedIn(ctx);
      const itemId = parseInput(idSchema, id, 'id');
      const current = await ctx.store[collection].get(itemId);
      if (current?.userId !== userId) return null;
      return (await ctx.store[collection].remove(itemId)) ? current : null;
    },

    /** Marks every item of the signed-in user read and seen, in one write. */
    async markAllAsRead(ctx: Context): Promise<InboxItemRecord[]> {
      authorize(ctx, area, 'update');
      const { id: userId } = signedIn(ctx);
      await ctx.store.transaction(async (tx) => {
        const items = tx[collection];
        const unread = await items.list({
          where: { userId, or: [{ read: false }, { seen: false }] },
        });
        for (const item of unread) await items.update(item.id, { read: true, seen: true });
      });
      return list(ctx);
    },

    /** Flips one item between read and unread; an item marked read was also seen. */
    async toggleRead(ctx: Context, id: unknown): Promise<InboxItemRecord> {
      authorize(ctx, area, 'update');
      const { id: userId } = signedIn(ctx);
      const itemId = parseInput(idSchema, id, 'id');
      const current = await own(ctx, itemId, userId);
      const read = !current.read;
      const updated = await ctx.store[collection].update(
        itemId,
        read ? { read, seen: true } : { read },
      );
      if (!updated) throw notFound();
      return updated;
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
