import { type Context, nowIso } from '../../context';
import type { FieldErrors } from '../../errors';
import { BadRequestError, NotFoundError } from '../../errors';
import { editedText, withLanguages } from '../../localized';
import { appendAudit, changesBetween, logChange } from '../../registry/audit-trail';
import { authorize } from '../../security/authorize';
import type { OrderBy } from '../../store/query';
import type { Transaction } from '../../store/types';
import { parseInput } from '../../validation';
import { topicIdSchema, type UpdateInput, updateSchema } from './input';
import type { AssistantTopicRecord } from './model';

/** Every topic in chip order, with everything the public page needs. Public: no sign-in. */
export async function listAssistantTopics(ctx: Context): Promise<AssistantTopicRecord[]> {
  authorize(ctx, 'assistant', 'read');
  return ctx.store.assistantTopics.list({ orderBy: IN_ORDER });
}

/** The same list for the administration's page: only those who may change it. */
export async function listAssistantTopicsForAdmin(ctx: Context): Promise<AssistantTopicRecord[]> {
  authorize(ctx, 'assistant', 'update');
  return ctx.store.assistantTopics.list({ orderBy: IN_ORDER });
}

/**
 * Changes a topic's chip texts, answers, phrases or numbers to call. Every number must be an
 * existing emergency contact; every topic but FALLBACK keeps at least one phrase per language
 * (else nothing could lead to it), and FALLBACK has none (it answers what matched nothing).
 * A change that changes nothing writes nothing. 400 for bad input, 404 for an unknown topic.
 */
export async function updateAssistantTopic(
  ctx: Context,
  id: unknown,
  input: unknown,
): Promise<AssistantTopicRecord> {
  authorize(ctx, 'assistant', 'update');
  const topicId = parseInput(topicIdSchema, id, 'id');
  const change = parseInput(updateSchema, input);
  const { result, entry } = await ctx.store.transaction(async (tx) => {
    const before = await tx.assistantTopics.get(topicId);
    if (!before) throw new NotFoundError('Assistant topic not found');
    checkAgainstData(topicId, change, await existingContactIds(tx, change.callContactIds ?? []));
    // Phrases are each language's own; a reworded text drops translations of the old wording.
    const after: AssistantTopicRecord = {
      ...before,
      ...change,
      label: editedText(before.label, change.label),
      answer: editedText(before.answer, change.answer),
      phrases: withLanguages(before.phrases, change.phrases ?? {}),
    };
    const changes = changesBetween(before, after);
    if (changes.length === 0) return { result: before, entry: null };
    after.updatedAt = nowIso(ctx);
    await tx.assistantTopics.update(topicId, after);
    const entry = await appendAudit(tx, ctx, {
      area: 'assistant',
      recordId: after.id,
      recordLabel: after.label.es,
      action: 'UPDATE',
      changes,
    });
    return { result: after, entry };
  });
  if (entry) logChange(ctx, entry);
  return result;
}

/** Which of these emergency contacts exist. */
async function existingContactIds(tx: Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await tx.emergencyContacts.list({ where: { id: { in: ids } } });
  return new Set(found.map((contact) => contact.id));
}

/** The rules that need the topic or the store: phrases per topic, contacts that exist. */
function checkAgainstData(topicId: string, change: UpdateInput, contactIds: Set<string>): void {
  const fields: FieldErrors = {};
  if (change.phrases) {
    for (const [lang, list] of Object.entries(change.phrases)) {
      // An optional language's empty list arrives as null: it removes that language's phrases.
      if (!list) continue;
      const count = list.length;
      if (topicId === 'FALLBACK' && count > 0) {
        fields[`phrases.${lang}`] = 'The fallback answers what matched nothing: no phrases';
      } else if (topicId !== 'FALLBACK' && count === 0) {
        fields[`phrases.${lang}`] = 'At least one phrase';
      }
    }
  }
  change.callContactIds?.forEach((contactId, index) => {
    if (!contactIds.has(contactId)) fields[`callContactIds.${index}`] = 'No such emergency number';
  });
  if (Object.keys(fields).length > 0) throw new BadRequestError('Invalid input', fields);
}

const IN_ORDER: OrderBy<AssistantTopicRecord>[] = [{ field: 'position' }];
