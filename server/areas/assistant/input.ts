import { z } from 'zod';
import { MIN_PHRASE_LENGTH, phraseTooShort } from '../../../shared/assistant-topics';
import { foldToWords } from '../../../shared/fold-text';
import { isBlankText, isEmptyList, localizedInput } from '../../localized';
import { idSchema, inputObject, typeError } from '../../validation';
import { ASSISTANT_TOPIC_IDS } from './model';

/** A chip's text: it must fit one line of a 360 px phone. */
export const MAX_LABEL_LENGTH = 40;
/** An answer is read on a phone under stress: a few short paragraphs. */
export const MAX_ANSWER_LENGTH = 2000;
export const MAX_PHRASE_LENGTH = 60;
export const MAX_PHRASES = 40;
/** More call buttons than this under one answer stop being a choice. */
export const MAX_CALL_CONTACTS = 6;

export const topicIdSchema = z.enum(ASSISTANT_TOPIC_IDS, { error: 'An assistant topic id' });

/** Plain text, line endings unified, surrounding space trimmed; 1 to `max` characters. */
function text(max: number) {
  return z
    .string({ error: typeError('a string') })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'Required').max(max, `At most ${max} characters`));
}

/** Spanish and English required; the page's other languages optional (null removes one). */
const localized = (max: number) => localizedInput(text(max), isBlankText);

const phrase = z
  .string({ error: typeError('a string') })
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .refine((value) => !phraseTooShort(value), `At least ${MIN_PHRASE_LENGTH} characters`)
      .max(MAX_PHRASE_LENGTH, `At most ${MAX_PHRASE_LENGTH} characters`),
  );

const phraseList = z
  .array(phrase, { error: typeError('a list of phrases') })
  .max(MAX_PHRASES, `At most ${MAX_PHRASES} phrases`)
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((value, index) => {
      const key = foldToWords(value);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', path: [index], message: 'Repeated phrase' });
      }
      seen.add(key);
    });
  });

/** Only the fields given change. Whether the contacts exist is checked against the store. */
export const updateSchema = inputObject({
  label: localized(MAX_LABEL_LENGTH).optional(),
  answer: localized(MAX_ANSWER_LENGTH).optional(),
  phrases: localizedInput(phraseList, isEmptyList).optional(),
  callContactIds: z
    .array(idSchema, { error: typeError('a list of ids') })
    .max(MAX_CALL_CONTACTS, `At most ${MAX_CALL_CONTACTS} numbers`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each number once')
    .optional(),
});

export type UpdateInput = z.output<typeof updateSchema>;
