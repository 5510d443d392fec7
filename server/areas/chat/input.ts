import { z } from 'zod';
import { inputObject, typeError } from '../../validation';

/**
 * `PATCH chat`'s `chat`: what a user may change of their own conversation. Only the given fields
 * change; unknown fields (the contact, the messages, another owner) are refused.
 */
export const updateChatSchema = inputObject({
  muted: z.boolean({ error: typeError('true or false') }),
  unreadCount: z
    .number({ error: typeError('a whole number') })
    .int('A whole number')
    .min(0, 'At least 0')
    .max(10_000, 'At most 10000'),
})
  .partial()
  .strict();
