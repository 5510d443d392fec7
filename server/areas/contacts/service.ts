import { randomUUID } from 'node:crypto';
import type { Context } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import { seedOrder } from '../../template/sorting';
import { removeTag, unknownTags, updateHeldTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { avatarDataUrl, checkedAvatarDataUrl } from './avatar';
import { COUNTRIES } from './countries';
import {
  contactTagSchema,
  searchSchema,
  updateContactSchema,
  updateContactTagSchema,
} from './input';
import type { ContactRecord, ContactTagRecord, Country } from './model';
import { SEEDED_CONTACT_TAGS } from './seed';

// New tags at the top, then the template's in its order.
const TAG_ORDER = seedOrder<ContactTagRecord>(
  'id',
  SEEDED_CONTACT_TAGS.map((tag) => tag.id),
  'first',
);

/**
 * Every contact by name (locale comparison); with `query`, only those whose name contains it,
 * ignoring case.
 */
export async function listContacts(ctx: Context, query?: unknown): Promise<ContactRecord[]> {
  authorize(ctx, 'contacts', 'read');
  const needle =
    query === undefined || query === null ? '' : parseInput(searchSchema, query, 'query').trim();
  return ctx.store.contacts.list({
    where: needle ? { name: { contains: needle } } : undefined,
    orderBy: [{ field: 'name' }],
  });
}

export async function getContact(ctx: Context, id: unknown): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'read');
  const contact = await ctx.store.contacts.get(parseInput(idSchema, id, 'id'));
  if (!contact) throw contactNotFound();
  return contact;
}

/**
 * Adds "New Contact" with every other field empty; answers it. 409 LIMIT_REACHED when the user
 * created as many contacts as one account may.
 */
export async function createContact(ctx: Context): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'create');
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'contacts');
    return tx.contacts.insert(
      {
        id: randomUUID(),
        avatar: null,
        background: null,
        name: 'New Contact',
        emails: [],
        phoneNumbers: [],
        title: null,
        company: null,
        birthday: null,
        address: null,
        notes: null,
        tags: [],
      },
      { owner },
    );
  });
}

/** Changes the given fields; 404 for an unknown contact, 400 for wrong fields or unknown tags. */
export async function updateContact(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'update');
  const contactId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateContactSchema, input, 'contact');
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.contacts.get(contactId))) throw contactNotFound();
    if (change.tags) {
      const fields = await unknownTags(tx.contactTags, change.tags, 'tags', 'No such tag');
      if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
    }
    const tags = change.tags && [...new Set(change.tags)];
    return (await tx.contacts.update(contactId, { ...change, tags })) as ContactRecord;
  });
}

export async function deleteContact(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'contacts', 'delete');
  if (!(await ctx.store.contacts.remove(parseInput(idSchema, id, 'id')))) throw contactNotFound();
  return true;
}

/** Replaces a contact's avatar with an uploaded image, kept as a data URL (see avatar.ts). */
export async function uploadAvatar(
  ctx: Context,
  id: unknown,
  file: { type: string; bytes: Buffer } | undefined,
): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'update');
  const contactId = parseInput(idSchema, id, 'id');
  if (!file) throw new BadRequestError('No avatar file', { avatar: 'Required' });
  return storeAvatar(ctx, contactId, avatarDataUrl(file.type, file.bytes));
}

/** The same from a data URL, for GraphQL. */
export async function setAvatar(
  ctx: Context,
  id: unknown,
  dataUrl: unknown,
): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'update');
  const contactId = parseInput(idSchema, id, 'id');
  if (typeof dataUrl !== 'string')
    throw new BadRequestError('Invalid input', { avatar: 'Required' });
  return storeAvatar(ctx, contactId, checkedAvatarDataUrl(dataUrl));
}

async function storeAvatar(ctx: Context, id: string, avatar: string): Promise<ContactRecord> {
  const contact = await ctx.store.contacts.update(id, { avatar });
  if (!contact) throw contactNotFound();
  return contact;
}

/** Every country with its dialling code and flag position, by name. */
export async function listCountries(ctx: Context): Promise<readonly Country[]> {
  authorize(ctx, 'contacts', 'read');
  return COUNTRIES;
}

export async function listContactTags(ctx: Context): Promise<ContactTagRecord[]> {
  authorize(ctx, 'contacts', 'read');
  return ctx.store.contactTags.list({ orderBy: TAG_ORDER });
}

/** Adds a tag at the top of the list; answers it. 409 LIMIT_REACHED past the user's cap. */
export async function createContactTag(ctx: Context, input: unknown): Promise<ContactTagRecord> {
  authorize(ctx, 'contacts', 'create');
  const { title } = parseInput(contactTagSchema, input, 'tag');
  return ctx.store.transaction(async (tx) => {
    const owner = await ownerWithinCap(ctx, tx, 'contactTags');
    return tx.contactTags.insert({ id: timeOrderedId(), title }, { owner });
  });
}

export async function updateContactTag(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<ContactTagRecord> {
  authorize(ctx, 'contacts', 'update');
  const tagId = parseInput(idSchema, id, 'id');
  const { change, sentBack } = parseInput(updateContactTagSchema, input, 'tag');
  return ctx.store.transaction((tx) =>
    updateHeldTag(tx.contactTags, tagId, change, sentBack, 'tag', tagNotFound),
  );
}

/** Removes a tag and takes it off every contact, in one write. */
export async function deleteContactTag(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'contacts', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  await ctx.store.transaction((tx) =>
    removeTag(tx.contactTags, tagId, tx.contacts, 'tags', tagNotFound),
  );
  return true;
}

function contactNotFound(): NotFoundError {
  return new NotFoundError('Contact not found');
}

const tagNotFound = () => new NotFoundError('Tag not found');
