import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import type { Data } from '../../store/types';
import { DerivedCache, sortBy } from '../../template/sorting';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { avatarDataUrl, checkedAvatarDataUrl } from './avatar';
import { COUNTRIES } from './countries';
import { contactTagSchema, searchSchema, updateContactSchema } from './input';
import type { ContactRecord, ContactTagRecord, Country } from './model';

// The contacts by name, rebuilt only after a write to the store.
const byName = new DerivedCache();

/**
 * Every contact by name (locale comparison); with `query`, only those whose name contains it,
 * ignoring case.
 */
export async function listContacts(ctx: Context, query?: unknown): Promise<ContactRecord[]> {
  authorize(ctx, 'contacts', 'read');
  const needle =
    query === undefined || query === null ? '' : parseInput(searchSchema, query, 'query');
  const sorted = await byName.get(ctx.store, 'contacts', async () =>
    sortBy(await ctx.store.contacts.list(), (contact) => contact.name),
  );
  const lower = needle.trim().toLowerCase();
  return lower ? sorted.filter((contact) => contact.name.toLowerCase().includes(lower)) : sorted;
}

export async function getContact(ctx: Context, id: unknown): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'read');
  const contact = await ctx.store.contacts.get(parseInput(idSchema, id, 'id'));
  if (!contact) throw new NotFoundError('Contact not found');
  return contact;
}

/** Adds "New Contact" with every other field empty, at the top of the list; answers it. */
export async function createContact(ctx: Context): Promise<ContactRecord> {
  authorize(ctx, 'contacts', 'create');
  const contact: ContactRecord = {
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
  };
  return ctx.store.transaction((data) => {
    data.contacts.unshift(contact);
    return contact;
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
  return ctx.store.transaction((data) => {
    const index = contactIndex(data, contactId);
    const fields: FieldErrors = {};
    change.tags?.forEach((tag, i) => {
      if (!data.contactTags.some((t) => t.id === tag)) fields[`tags.${i}`] = 'No such tag';
    });
    if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
    const given = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
    const next = { ...(data.contacts[index] as ContactRecord), ...given };
    if (change.tags) next.tags = [...new Set(change.tags)];
    data.contacts[index] = next;
    return next;
  });
}

export async function deleteContact(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'contacts', 'delete');
  const contactId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    data.contacts.splice(contactIndex(data, contactId), 1);
    return true;
  });
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

function storeAvatar(ctx: Context, id: string, avatar: string): Promise<ContactRecord> {
  return ctx.store.transaction((data) => {
    const index = contactIndex(data, id);
    const next = { ...(data.contacts[index] as ContactRecord), avatar };
    data.contacts[index] = next;
    return next;
  });
}

/** Every country with its dialling code and flag position, by name. */
export async function listCountries(ctx: Context): Promise<readonly Country[]> {
  authorize(ctx, 'contacts', 'read');
  return COUNTRIES;
}

export async function listContactTags(ctx: Context): Promise<ContactTagRecord[]> {
  authorize(ctx, 'contacts', 'read');
  return ctx.store.contactTags.list();
}

/** Adds a tag at the top of the list; answers it. */
export async function createContactTag(ctx: Context, input: unknown): Promise<ContactTagRecord> {
  authorize(ctx, 'contacts', 'create');
  const { title } = parseInput(contactTagSchema, input, 'tag');
  const tag = { id: randomUUID(), title };
  return ctx.store.transaction((data) => {
    data.contactTags.unshift(tag);
    return tag;
  });
}

export async function updateContactTag(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<ContactTagRecord> {
  authorize(ctx, 'contacts', 'update');
  const tagId = parseInput(idSchema, id, 'id');
  const { title } = parseInput(contactTagSchema, input, 'tag');
  const tag = await ctx.store.contactTags.update(tagId, { title });
  if (!tag) throw new NotFoundError('Tag not found');
  return tag;
}

/** Removes a tag and takes it off every contact, in one write. */
export async function deleteContactTag(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'contacts', 'delete');
  const tagId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data) => {
    removeTag(
      data.contactTags,
      tagId,
      data.contacts,
      'tags',
      () => new NotFoundError('Tag not found'),
    );
    return true;
  });
}

function contactIndex(data: Data, id: string): number {
  const index = data.contacts.findIndex((contact) => contact.id === id);
  if (index < 0) throw new NotFoundError('Contact not found');
  return index;
}
