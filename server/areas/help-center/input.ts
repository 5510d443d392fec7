import { z } from 'zod';
import { inputObject, typeError } from '../../validation';

/** At most this many guides a category (SECURITY 4: list arguments are capped). */
export const MAX_GUIDES_LIMIT = 100;
/** Guides a category shows in the overview when no limit is given (the template's 5). */
export const DEFAULT_GUIDES_LIMIT = 5;

/** A category's slug as a client gives it: a non-empty string of sane length. */
export const slugSchema = z
  .string({ error: typeError('a string') })
  .min(1, 'Required')
  .max(200, 'At most 200 characters');

/** `GET faqs`: an optional category slug. */
export const faqsQuerySchema = inputObject({ slug: slugSchema.optional() });

/** `GET guides`: an optional category slug and how many guides each category shows. */
export const guidesQuerySchema = inputObject({
  slug: slugSchema.optional(),
  limit: z
    .number({ error: typeError('a whole number') })
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(MAX_GUIDES_LIMIT, `At most ${MAX_GUIDES_LIMIT}`)
    .default(DEFAULT_GUIDES_LIMIT),
});

/** `GET guide`: the category's slug and the guide's slug within it. */
export const guideQuerySchema = inputObject({ categorySlug: slugSchema, guideSlug: slugSchema });
