import { authorize } from '../../auth/authorize';
import { type Context, nowIso } from '../../context';
import type { FieldErrors } from '../../errors';
import { BadRequestError, NotFoundError } from '../../errors';
import { appendAudit, changesBetween, logChange } from '../../registry/audit-trail';
import { parseInput } from '../../validation';
import { topicIdSchema, type UpdateInput, updateSchema } from './input';
import { LANGUAGES } from './languages';
import type { AssistantTopicRecord } from './model';

/** Every topic in chip order, with everything the public page needs. Public: no sign-in. */
export async function listAssistantTopics(ctx: Context): Promise<AssistantTopicRecord[]> {
  authorize(ctx, 'assistant', 'read');
  return inOrder(await ctx.store.assistantTopics.list());
}

/** The same list for the administration's page: only those who may change it. */
export async function listAssistantTopicsForAdmin(ctx: Context): Promise<AssistantTopicRecord[]> {
  authorize(ctx, 'assistant', 'update');
  return inOrder(await ctx.store.assistantTopics.list());
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
  const { result, entry } = await ctx.store.transaction((data) => {
    const index = data.assistantTopics.findIndex((topic) => topic.id === topicId);
    if (index < 0) throw new NotFoundError('Assistant topic not found');
    const before = data.assistantTopics[index] as AssistantTopicRecord;
    checkAgainstData(topicId, change, new Set(data.emergencyContacts.map((c) => c.id)));
    const after: AssistantTopicRecord = { ...before, ...change };
    const changes = changesBetween(before, after);
    if (changes.length === 0) return { result: before, entry: null };
    after.updatedAt = nowIso(ctx);
    data.assistantTopics[index] = after;
    const entry = appendAudit(data, ctx, {
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

/** The rules that need the topic or the store: phrases per topic, contacts that exist. */
function checkAgainstData(topicId: string, change: UpdateInput, contactIds: Set<string>): void {
  const fields: FieldErrors = {};
  if (change.phrases) {
    for (const lang of LANGUAGES) {
      const count = change.phrases[lang].length;
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

function inOrder(topics: AssistantTopicRecord[]): AssistantTopicRecord[] {
  return topics.sort((a, b) => a.position - b.position);
}
