import type { Context } from '../../context';
import { BadRequestError, type FieldErrors, NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import type { Where } from '../../store/query';
import { pageQuery, type TemplatePage, templatePage } from '../../template/pagination';
import { slugify, uniqueSlug } from '../../template/slug';
import { seedOrder } from '../../template/sorting';
import { removeTag, unknownTags, updateHeldTag } from '../../template/tags';
import { idSchema, parseInput } from '../../validation';
import { countedInFolder, FILTERS, FOLDERS, TRASH } from './folders';
import {
  createLabelSchema,
  MAILS_PER_PAGE,
  mailsQuerySchema,
  settingsSchema,
  updateLabelSchema,
  updateMailSchema,
} from './input';
import type { MailboxSettingsRecord, MailboxView, MailLabelRecord, MailRecord } from './model';
import { SEEDED_LABELS, SETTINGS_ID } from './seed';

// The template's labels in its order, then those added, oldest first.
const LABEL_ORDER = seedOrder<MailLabelRecord>(
  'id',
  SEEDED_LABELS.map((label) => label.id),
  'last',
);
const DEFAULT_SETTINGS: MailboxSettingsRecord = { id: SETTINGS_ID, messageLayout: 'right' };

export async function getSettings(ctx: Context): Promise<MailboxSettingsRecord> {
  authorize(ctx, 'mailbox', 'read');
  return (await ctx.store.mailboxSettings.get(SETTINGS_ID)) ?? DEFAULT_SETTINGS;
}

/** Changes the given settings; answers them all. */
export async function updateSettings(ctx: Context, input: unknown): Promise<MailboxSettingsRecord> {
  authorize(ctx, 'mailbox', 'update');
  const change = parseInput(settingsSchema, input, 'settings');
  return ctx.store.transaction(
    async (tx) =>
      (await tx.mailboxSettings.update(SETTINGS_ID, change)) ??
      tx.mailboxSettings.insert({ ...DEFAULT_SETTINGS, ...change }),
  );
}

/** The folders with their counts (see countedInFolder). */
export async function listFolders(ctx: Context): Promise<(MailboxView & { count: number })[]> {
  authorize(ctx, 'mailbox', 'read');
  return Promise.all(
    FOLDERS.map(async (folder) => {
      const counted = countedInFolder(folder.id);
      return { ...folder, count: counted ? await ctx.store.mails.count(counted) : 0 };
    }),
  );
}

export async function listFilters(ctx: Context): Promise<MailboxView[]> {
  authorize(ctx, 'mailbox', 'read');
  return FILTERS.map(({ flag: _flag, ...filter }) => filter);
}

export async function listLabels(ctx: Context): Promise<MailLabelRecord[]> {
  authorize(ctx, 'mailbox', 'read');
  return ctx.store.mailLabels.list({ orderBy: LABEL_ORDER });
}

/**
 * One page (10 mails, newest first) of a folder, a filter or a label, named by slug. Filters
 * and labels leave the trash out. A page past the last answers only the last page's number.
 */
export async function listMails(ctx: Context, input: unknown): Promise<TemplatePage<MailRecord>> {
  authorize(ctx, 'mailbox', 'read');
  const query = parseInput(mailsQuerySchema, input ?? {});
  const found = await ctx.store.mails.find({
    where: await selection(ctx, query),
    orderBy: [{ field: 'date', descending: true }],
    ...pageQuery(query.page, MAILS_PER_PAGE),
  });
  return templatePage(found, query.page, MAILS_PER_PAGE);
}

async function selection(
  ctx: Context,
  query: { folder?: string; filter?: string; label?: string },
): Promise<Where<MailRecord>> {
  if (query.folder !== undefined) {
    const folder = FOLDERS.find((f) => f.slug === query.folder);
    if (!folder) throw new NotFoundError('Folder not found');
    return { folder: folder.id };
  }
  const outsideTrash = { folder: { ne: TRASH } };
  if (query.filter !== undefined) {
    const filter = FILTERS.find((f) => f.slug === query.filter);
    if (!filter) throw new NotFoundError('Filter not found');
    return { ...outsideTrash, [filter.flag]: true };
  }
  const label = await ctx.store.mailLabels.findOne({ slug: query.label });
  if (!label) throw labelNotFound();
  return { ...outsideTrash, labels: label.id };
}

export async function getMail(ctx: Context, id: unknown): Promise<MailRecord> {
  authorize(ctx, 'mailbox', 'read');
  const mail = await ctx.store.mails.get(parseInput(idSchema, id, 'id'));
  if (!mail) throw mailNotFound();
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
  return ctx.store.transaction(async (tx) => {
    if (!(await tx.mails.get(mailId))) throw mailNotFound();
    const fields: FieldErrors = {};
    if (change.folder !== undefined && !FOLDERS.some((f) => f.id === change.folder)) {
      fields.folder = 'No such folder';
    }
    if (change.labels) {
      Object.assign(
        fields,
        await unknownTags(tx.mailLabels, change.labels, 'labels', 'No such label'),
      );
    }
    if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
    const labels = change.labels && [...new Set(change.labels)];
    return (await tx.mails.update(mailId, { ...change, labels })) as MailRecord;
  });
}

/**
 * Adds a label; its slug follows the title, with -1, -2… when another label has it. 409
 * LIMIT_REACHED when the user created as many labels as one account may.
 */
export async function createLabel(ctx: Context, input: unknown): Promise<MailLabelRecord> {
  authorize(ctx, 'mailbox', 'create');
  const { title, color } = parseInput(createLabelSchema, input, 'label');
  return ctx.store.transaction(async (tx) => {
    // Every slug that could clash: the title's own and its numbered forms.
    const near = await tx.mailLabels.list({ where: { slug: { contains: slugify(title) } } });
    const taken = new Set(near.map((label) => label.slug));
    const slug = uniqueSlug(title, (candidate) => taken.has(candidate));
    const owner = await ownerWithinCap(ctx, tx, 'mailLabels');
    return tx.mailLabels.insert({ id: timeOrderedId(), title, slug, color }, { owner });
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
  const { change, sentBack } = parseInput(updateLabelSchema, input, 'label');
  const patch = change.title === undefined ? change : { ...change, slug: slugify(change.title) };
  return ctx.store.transaction((tx) =>
    updateHeldTag(tx.mailLabels, labelId, patch, sentBack, 'label', labelNotFound),
  );
}

/** Removes a label and takes it off every mail, in one write. */
export async function deleteLabel(ctx: Context, id: unknown): Promise<boolean> {
  authorize(ctx, 'mailbox', 'delete');
  const labelId = parseInput(idSchema, id, 'id');
  await ctx.store.transaction((tx) =>
    removeTag(tx.mailLabels, labelId, tx.mails, 'labels', labelNotFound),
  );
  return true;
}

function mailNotFound(): NotFoundError {
  return new NotFoundError('Mail not found');
}

const labelNotFound = () => new NotFoundError('Label not found');
