import type { Context } from '../context';
import { LimitReachedError } from '../errors';
import type { Where } from '../store/query';
import type { CollectionName, Collections, Entity, Reader, Repositories } from '../store/types';
import { signedIn } from './authorize';

/**
 * How many records of one collection an account may create (SECURITY 28): far more than the
 * template's screens lead anyone to make, few enough that one account cannot fill the store
 * (the file store rewrites everything on each write). The area that stores the collection
 * declares it (AreaDefinition.caps).
 *
 * Whose records count: a user's own lists (shortcuts, toolbar messages) say whose each record
 * is, and the user's chat messages are those they wrote: counted by that field (`own`), records
 * written before the caps included. Records shared by all staff count what the account created:
 * the store keeps who inserted each one (InsertOptions.owner; seeded records have none).
 */
export interface RecordCap<N extends CollectionName> {
  readonly limit: number;
  /** What the records are called in the refusal ("notes"). */
  readonly noun: string;
  /** The records of `userId`, or absent: those inserted with the user as owner. */
  readonly own?: (userId: string) => Where<Collections[N]>;
}

/** The caps of the collections that have one, by collection. */
export type RecordCaps = { readonly [N in CollectionName]?: RecordCap<N> };

/** Limits of some capped collections, by collection. */
export type CapLimits = Partial<Record<CollectionName, number>>;

/** `caps` with some limits changed (tests lower them). */
export function withLimits(caps: RecordCaps, limits: CapLimits = {}): RecordCaps {
  const changed: Record<string, RecordCap<CollectionName>> = { ...caps };
  for (const [name, limit] of Object.entries(limits)) {
    const cap = changed[name];
    if (!cap) throw new Error(`No record cap is declared for ${name}`);
    changed[name] = { ...cap, limit };
  }
  return changed as RecordCaps;
}

function capOf(ctx: Pick<Context, 'caps'>, collection: CollectionName): RecordCap<CollectionName> {
  const cap = ctx.caps[collection] as RecordCap<CollectionName> | undefined;
  // A service asking for a cap its area did not declare is a mistake in the code.
  if (!cap) throw new Error(`No record cap is declared for ${collection}`);
  return cap;
}

/** How many records of `collection` one account may create. */
export function capLimit(ctx: Pick<Context, 'caps'>, collection: CollectionName): number {
  return capOf(ctx, collection).limit;
}

/**
 * The signed-in user's id, once they may create one more record of `collection`; 409
 * LIMIT_REACHED naming the collection and the limit when they hold that many already. Counts
 * through `db`: pass the transaction that inserts, so that two requests at once cannot both
 * take the last place. A shared record is then inserted with the id as its owner.
 */
export async function ownerWithinCap(
  ctx: Context,
  db: Repositories,
  collection: CollectionName,
): Promise<string> {
  const { id: userId } = signedIn(ctx);
  const { limit, noun } = capOf(ctx, collection);
  if ((await createdCount(ctx, db, collection, userId)) >= limit) {
    throw new LimitReachedError(collection, limit, noun);
  }
  return userId;
}

/** How many records of `collection` count towards the cap of the account `userId`. */
export function createdCount(
  ctx: Pick<Context, 'caps'>,
  db: Repositories,
  collection: CollectionName,
  userId: string,
): Promise<number> {
  const records = db[collection] as unknown as Reader<Entity>;
  const { own } = capOf(ctx, collection);
  // Both are answered from an index on PostgreSQL (the documents' or the owners'), not a scan.
  return own ? records.count(own(userId) as Where<Entity>) : records.countOwnedBy(userId);
}
