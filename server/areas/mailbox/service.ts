import { randomUUID } from 'node:crypto';
import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import type { Data } from '../../store/types';
import { type TemplatePage, templatePage } from '../../template/pagination';
import { slugify, uniqueSlug } from '../../template/slug';
import { DerivedCache } from '../../template/sorting';
import { removeTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { FILTERS, FOLDERS, folderCount, TRASH } from './folders';
import {
  createLabelSchema,
  MAILS_PER_PAGE,
  mailsQuerySchema,
  settingsSchema,
  updateLabelSchema,
  updateMailSchema,
} from './input';
import type { MailboxSettingsRecord, MailboxView, MailLabelRecord, MailRecord } from './model';
import { SETTINGS_ID } from './seed';

// Every mail newest first, rebuilt only after a write to the store.
const newestFirst = new DerivedCache();

export async function getSettings(ctx: Context): Promise<MailboxSettingsRecord> {
  authorize(ctx, 'mailbox', 'read');
  return (
    (await ctx.store.mailboxSettings.get(SETTINGS_ID)) ?? {
      id: SETTINGS_ID,
      messageLayout: 'right',
    }
  );
}

/** Changes the given settings; answers them all. */
export async function updateSettings(ctx: Context, input: unknown): Promise<MailboxSettingsRecord> {
  authorize(ctx, 'mailbox', 'update');
  const change = parseInput(settingsSchema, input, 'settings');
  return ctx.store.transaction((data) => {
    const index = data.mailboxSettings.findIndex((s) => s.id === SETTINGS_ID);
    const current = data.mailboxSettings[index] ?? { id: SETTINGS_ID, messageLayout: 'right' };
    const next = { ...current, ...change };
    if (index < 0) data.mailboxSettings.push(next);
    else data.mailboxSettings[index] = next;
    return next;
  });
}

/** The folders with their counts (see folderCount). */
export async function listFolders(ctx: Context): Promise<(MailboxView & { count: number })[]> {
  authorize(ctx, 'mailbox', 'read');
  const mails = await ctx.store.mails.list();
  return FOLDERS.map((folder) => ({ ...folder, count: folderCount(folder.id, mails) }));
}

export async function listFilters(ctx: Context): Promise<MailboxView[]> {
  authorize(ctx, 'mailbox', 'read');
  return FILTERS.map(({ flag: _flag, ...filter }) => filter);
}

export async function listLabels(ctx: Context): Promise<MailLabelRecord[]> {
  authorize(ctx, 'mailbox', 'read');
  return ctx.store.mailLabels.list();
}

/**
 * One page (10 mails, newest first) of a folder, a filter or a label, named by slug. Filters
 * and labels leave the trash out. A page past the last answers only the last page's number.
 */
export async function listMails(ctx: Context, input: unknown): Promise<TemplatePage<MailRecord>> {
  authorize(ctx, 'mailbox', 'read');
  const query = parseInput(mailsQuerySchema, input ?? {});
  const belongs = await selection(ctx, query);
  const sorted = await newestFirst.get(ctx.store, 'all', async () =>
    (await ctx.store.mails.list()).sort(
      (a, b) => Date.parse(b.date) - Date.parse(a.date) || (a.id < b.id ? -1 : 1),
    ),
  );
  return templatePage(sorted.filter(belongs), query.page, MAILS_PER_PAGE);
}

async function selection(
  ctx: Context,
  query: { folder?: string; filter?: string; label?: string },
): Promise<(mail: MailRecord) => boolean> {
  if (query.folder !== undefined) {
    const folder = FOLDERS.find((f) => f.slug === query.folder);
    if (!folder) throw new NotFoundError('Folder not found');
    return (mail) => mail.folder === folder.id;
  }
  if (query.filter !== undefined) {
    const filter = FILTERS.find((f) => f.slug === query.filter);
    if (!filter) throw new NotFoundError('Filter not found');
    return (mail) => mail[filter.flag] && mail.folder !== TRASH;
  }
  const label = await ctx.store.mailLabels.findOne((l) => l.slug === query.label);
  if (!label) throw new NotFoundError('Label not found');
  return (mail) => mail.labels.includes(label.id) && mail.folder !== TRASH;
}

export async function getMail(ctx: Context, id: unknown): Promise<MailRecord> {
  authorize(ctx, 'mailbox', 'read');
  const mail = await ctx.store.mails.get(parseInput(idSchema, id, 'id'));
  if (!mail) throw new NotFoundError('Mail not found');
  return mail;
}

/**
 * Changes a mail's flags, its one folder or its labels; answers the mail. 404 for an unknown
 * mail, 400 for an unknown folder or label (nothing changes).
 */
export async function updateMail(ctx: Context, id: unknown, input: unknown): Promise<MailRecord> {
  authorize(ctx, 'mailbox', 'update');
  const mailId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateMailSchema, input, 'mail');
  return ctx.store.transaction((data) => {
    const index = data.mails.findIndex((mail) => mail.id === mailId);
    if (index < 0) throw new NotFoundError('Mail not found');
    const fields: FieldErrors = {};
    if (change.folder !== undefined && !FOLDERS.some((f) => f.id === change.folder)) {
      fields.folder = 'No such folder';
    }
    change.labels?.forEach((label, i) => {
      if (!data.mailLabels.some((l) => l.id === label)) fields[`labels.${i}`] = 'No such label';
    });
    if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
    const next = { ...(data.mails[index] as MailRecord), ...change };
    if (change.labels) next.labels = [...new Set(change.labels)];
    data.mails[index] = next;
    return next;
  });
}

/** Adds a label; its slug follows the title, with -1, -2… when another label has it. */
export async function createLabel(ctx: Context, input: unknown): Promise<MailLabelRecord> {
  authorize(ctx, 'mailbox', 'create');
  const { title, color } = parseInput(createLabelSchema, input, 'label');
  return ctx.store.transaction((data) => {
    const slug = uniqueSlug(title, (candidate) =>
      data.mailLabels.some((l) => l.slug === candidate),
    );
    const label: MailLabelRecord = { id: randomUUID(), title, slug, color };
    data.mailLabels.push(label);
    return label;
  });
}

/** Changes a label's title (its slug follows, without the uniqueness check) or colour. */
export async function updateLabel(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<MailLabelRecord> {
  authorize(ctx, 'mailbox', 'update');
  const labelId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateLabelSchema, input, 'label');
  const patch = change.title === undefined ? change : { ...change, slug: slugify(change.title) };
  const label = await ctx.store.mailLabels.update(labelId, patch);
  if (!label) throw new NotFoundError('Label not found');
  return label;
}

/** Removes a label and takes it off every mail, in one write. */
export async function deleteLabel(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'mailbox', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  return ctx.store.transaction((data: Data) => {
    removeTag(
      data.mailLabels,
      labelId,
      data.mails,
      'labels',
      () => new NotFoundError('Label not found'),
    );
    return true;
  });
}
