import { z } from 'zod';
import {
  heldObject,
  idSchema,
  imageUrl,
  inputObject,
  isAppPath,
  isCleanLink,
  isHttpUrl,
  MAX_LINK_LENGTH,
  requiredText,
  typeError,
} from '../../validation';

/** The fields a products page may be sorted by: text by locale comparison, numbers by value. */
export const PRODUCT_SORT_FIELDS = [
  'name',
  'description',
  'sku',
  'barcode',
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
  'active',
] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** At most this many products a page (SECURITY 4: list arguments are capped). */
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

const pageNumber = (max: number) =>
  z
    .number({ error: typeError('a whole number') })
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(max, `At most ${max}`);

/** `GET products`: every field optional, with the template's defaults. */
export const productsQuerySchema = inputObject({
  search: z
    .string({ error: typeError('a string') })
    .max(200, 'At most 200 characters')
    .optional(),
  sort: z
    .enum(PRODUCT_SORT_FIELDS, { error: `One of ${PRODUCT_SORT_FIELDS.join(', ')}` })
    .default('name'),
  order: z.enum(['asc', 'desc'], { error: 'asc or desc' }).default('asc'),
  page: pageNumber(MAX_PAGE).default(1),
  size: pageNumber(MAX_PAGE_SIZE).default(10),
});

const MAX_AMOUNT = 1_000_000_000;
const count = z
  .number({ error: typeError('a whole number') })
  .int('Must be a whole number')
  .min(0, 'At least 0')
  .max(MAX_AMOUNT, `At most ${MAX_AMOUNT}`)
  .nullable();
const amount = z
  .number({ error: typeError('a number') })
  .min(0, 'At least 0')
  .max(MAX_AMOUNT, `At most ${MAX_AMOUNT}`)
  .nullable();
const reference = idSchema.nullable();
const text = (max: number) =>
  z
    .string({ error: typeError('a string') })
    .trim()
    .max(max, `At most ${max} characters`);
const link = z
  .string({ error: typeError('a string') })
  .trim()
  .max(MAX_LINK_LENGTH, `At most ${MAX_LINK_LENGTH} characters`)
  .refine(
    (value) => isCleanLink(value) && (isHttpUrl(value) || isAppPath(value)),
    'An http(s) URL or a path on this site',
  );

/**
 * `PATCH product`'s `product`: only the fields given change; unknown fields are refused, so a
 * misspelt field is an error rather than silently ignored. References are checked against the
 * store by the service.
 */
export const updateProductSchema = inputObject({
  name: requiredText(200),
  description: text(5000),
  category: reference,
  brand: reference,
  vendor: reference,
  tags: z.array(idSchema, { error: typeError('a list of tag ids') }).max(50, 'At most 50 tags'),
  sku: text(64),
  barcode: text(64),
  stock: count,
  reserved: count,
  cost: amount,
  basePrice: amount,
  taxPercent: z
    .number({ error: typeError('a number') })
    .min(0, 'At least 0')
    .max(100, 'At most 100')
    .nullable(),
  price: amount,
  weight: amount,
  thumbnail: imageUrl(),
  images: z.array(link, { error: typeError('a list of image links') }).max(20, 'At most 20 images'),
  active: z.boolean({ error: typeError('true or false') }),
})
  .partial()
  .strict();

export type UpdateProductInput = z.output<typeof updateProductSchema>;

/** A tag's input: its title. */
export const tagSchema = inputObject({ title: requiredText(60) }).strict();
/** `PATCH tag`'s `tag`, as the client holds it: its id comes back unchanged. */
export const updateTagSchema = heldObject({ title: requiredText(60) }, ['id']);
