import { z } from 'zod';
import { type Context, nowIso } from '../../context';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, signedIn } from '../../security/authorize';
import { ownerWithinCap } from '../../security/record-caps';
import { timeOrderedId } from '../../store/ids';
import {
  iconName,
  idSchema,
  inputObject,
  linkProblem,
  linkText,
  optionalText,
  parseInput,
  requiredText,
  typeError,
} from '../../validation';
import type { ShortcutRecord } from './model';

export const MAX_LABEL_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 200;

const fields = {
  label: requiredText(MAX_LABEL_LENGTH),
  description: optionalText(MAX_DESCRIPTION_LENGTH),
  icon: iconName,
  link: linkText,
  useRouter: z.boolean({ error: typeError('true or false') }),
};

/** The form of spec §5: label, icon, link and useRouter required; the link must fit useRouter. */
const createSchema = inputObject(fields).superRefine((shortcut, context) => {
  const problem = linkProblem(shortcut.link, shortcut.useRouter);
  if (problem) context.addIssue({ code: 'custom', path: ['link'], message: problem });
});

/** Only the fields given change; a required one cannot be set to null. */
const updateSchema = inputObject({
  label: fields.label.optional(),
  description: fields.description,
  icon: fields.icon.optional(),
  link: fields.link.optional(),
  useRouter: fields.useRouter.optional(),
});

/** The signed-in user's shortcuts, in the order they were added. */
export async function listShortcuts(ctx: Context): Promise<ShortcutRecord[]> {
  authorize(ctx, 'shortcuts', 'read');
  const { id: userId } = signedIn(ctx);
  // Ids are time-ordered, so ties of one moment keep the order they were added in.
  return ctx.store.shortcuts.list({ where: { userId }, orderBy: [{ field: 'createdAt' }] });
}

/**
 * Adds a shortcut for the signed-in user. 400 naming the fields that break spec §5's rules; 409
 * LIMIT_REACHED when they have as many as one account may.
 */
export async function createShortcut(ctx: Context, input: unknown): Promise<ShortcutRecord> {
  authorize(ctx, 'shortcuts', 'create');
  const shortcut = parseInput(createSchema, input, 'shortcut');
  const now = nowIso(ctx);
  return ctx.store.transaction(async (tx) =>
    tx.shortcuts.insert({
      id: timeOrderedId(),
      userId: await ownerWithinCap(ctx, tx, 'shortcuts'),
      label: shortcut.label,
      description: shortcut.description ?? null,
      icon: shortcut.icon,
      link: shortcut.link,
      useRouter: shortcut.useRouter,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

/**
 * Changes the given fields of one of the signed-in user's shortcuts. Another user's shortcut is
 * NOT_FOUND, like a missing one, so ids tell nothing. The link is checked against the resulting
 * useRouter.
 */
export async function updateShortcut(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<ShortcutRecord> {
  authorize(ctx, 'shortcuts', 'update');
  const { id: userId } = signedIn(ctx);
  const shortcutId = parseInput(idSchema, id, 'id');
  const change = parseInput(updateSchema, input, 'shortcut');
  const current = await ownShortcut(ctx, shortcutId, userId);
  const link = change.link ?? current.link;
  const problem = linkProblem(link, change.useRouter ?? current.useRouter);
  if (problem) throw new BadRequestError('Invalid input', { link: problem });
  const updated = await ctx.store.shortcuts.update(shortcutId, {
    ...change,
    updatedAt: nowIso(ctx),
  });
  if (!updated) throw notFound();
  return updated;
}

/** Removes one of the signed-in user's shortcuts: the removed one, or null when there was none. */
export async function deleteShortcut(ctx: Context, id: unknown): Promise<ShortcutRecord | null> {
  authorize(ctx, 'shortcuts', 'delete');
  const { id: userId } = signedIn(ctx);
  const shortcutId = parseInput(idSchema, id, 'id');
  const current = await ctx.store.shortcuts.get(shortcutId);
  if (current?.userId !== userId) return null;
  return (await ctx.store.shortcuts.remove(shortcutId)) ? current : null;
}

async function ownShortcut(ctx: Context, id: string, userId: string): Promise<ShortcutRecord> {
  const shortcut = await ctx.store.shortcuts.get(id);
  if (shortcut?.userId !== userId) throw notFound();
  return shortcut;
}

const notFound = () => new NotFoundError('Shortcut not found');
