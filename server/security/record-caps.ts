import type { Context } from '../context';
import { LimitReachedError } from '../errors';
import type { Where } from '../store/query';
import type { Collections, Entity, Reader, Repositories } from '../store/types';
import { signedIn } from './authorize';

/**
 * How many records of each collection one account may create (SECURITY 28): far more than the
 * template's screens lead anyone to make, few enough that one account cannot fill the store
 * (the file store rewrites everything on each write). Collections shared by all staff count
 * what each account created.
 */
export const RECORD_CAPS = {
  // A long history of the quick chat: 5,000 messages is months of daily use.
  chatMessages: 5000,
  // The panel shows two columns of shortcuts; 50 is more than fits.
  shortcuts: 50,
  // The toolbar lists show every item unpaged: 200 is the most that stays readable.
  messages: 200,
  notifications: 200,
  // Lists that are read whole (notes, tasks, contacts) or paged (products): 1,000 each.
  notes: 1000,
  tasks: 1000,
  contacts: 1000,
  inventoryProducts: 1000,
  // A board holds a few lists of a few dozen cards.
  boardLists: 200,
  boardCards: 2000,
  // Tags and labels are menus to pick from: 100 is already too many to read.
  noteLabels: 100,
  taskTags: 100,
  contactTags: 100,
  inventoryTags: 100,
  boardLabels: 100,
  mailLabels: 100,
} as const;

export type CappedCollection = keyof typeof RECORD_CAPS;
export type RecordCaps = Readonly<Record<CappedCollection, number>>;

/**
 * Whose records of a collection an account's cap counts. A user's own lists (shortcuts, toolbar
 * messages) say whose each record is, and the user's chat messages are those they wrote: counted
 * by that field, records written before the caps included. Records shared by all staff count
 * what the account created: the store keeps who inserted each one (InsertOptions.owner; seeded
 * records have none).
 */
interface Ownership<N extends CappedCollection> {
  noun: string;
  /** The records of `userId`, or absent: those inserted with the user as owner. */
  own?(userId: string): Where<Collections[N]>;
}

const OWNERSHIP: { readonly [N in CappedCollection]: Ownership<N> } = {
  chatMessages: { noun: 'chat messages', own: (userId) => ({ contactId: userId, isMine: true }) },
  shortcuts: { noun: 'shortcuts', own: (userId) => ({ userId }) },
  messages: { noun: 'messages', own: (userId) => ({ userId }) },
  notifications: { noun: 'notifications', own: (userId) => ({ userId }) },
  notes: { noun: 'notes' },
  tasks: { noun: 'tasks' },
  contacts: { noun: 'contacts' },
  inventoryProducts: { noun: 'products' },
  boardLists: { noun: 'board lists' },
  boardCards: { noun: 'board cards' },
  noteLabels: { noun: 'note labels' },
  taskTags: { noun: 'task tags' },
  contactTags: { noun: 'contact tags' },
  inventoryTags: { noun: 'product tags' },
  boardLabels: { noun: 'board labels' },
  mailLabels: { noun: 'mail labels' },
};

/**
 * The signed-in user's id, once they may create one more record of `collection`; 409
 * LIMIT_REACHED naming the collection and the limit when they hold that many already. Counts
 * through `db`: pass the transaction that inserts, so that two requests at once cannot both
 * take the last place. A shared record is then inserted with the id as its owner.
 */
export async function ownerWithinCap(
  ctx: Context,
  db: Repositories,
  collection: CappedCollection,
): Promise<string> {
  const { id: userId } = signedIn(ctx);
  const limit = ctx.caps[collection];
  if ((await createdCount(db, collection, userId)) >= limit) {
    throw new LimitReachedError(collection, limit, OWNERSHIP[collection].noun);
  }
  return userId;
}

/** How many records of `collection` count towards the cap of the account `userId`. */
export function createdCount(
  db: Repositories,
  collection: CappedCollection,
  userId: string,
): Promise<number> {
  const records = db[collection] as unknown as Reader<Entity>;
  const own = OWNERSHIP[collection].own;
  // Both are answered from an index on PostgreSQL (the documents' or the owners'), not a scan.
  return own ? records.count(own(userId) as Where<Entity>) : records.countOwnedBy(userId);
}
