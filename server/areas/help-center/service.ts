import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { authorize } from '../../security/authorize';
import { seedOrder } from '../../template/sorting';
import { parseInput } from '../../validation';
import { faqsQuerySchema, guideQuerySchema, guidesQuerySchema } from './input';
import type {
  FaqCategoryRecord,
  FaqCategoryView,
  FaqRecord,
  GuideCategoryRecord,
  GuideCategoryView,
  HelpGuideRecord,
  HelpGuideView,
} from './model';
import { seedHelpCenter } from './seed';

// The help center is read-only: everything lists in the order the seed wrote it.
const seeded = seedHelpCenter();
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const FAQ_CATEGORY_ORDER = seedOrder<FaqCategoryRecord>(
  'id',
  ids(seeded.helpCenterFaqCategories),
  'last',
);
const FAQ_ORDER = seedOrder<FaqRecord>('id', ids(seeded.helpCenterFaqs), 'last');
const GUIDE_CATEGORY_ORDER = seedOrder<GuideCategoryRecord>(
  'id',
  ids(seeded.helpCenterGuideCategories),
  'last',
);
const GUIDE_ORDER = seedOrder<HelpGuideRecord>('id', ids(seeded.helpCenterGuides), 'last');

/**
 * The FAQ categories with their questions; with `slug`, only that category (404 when no
 * category has it).
 */
export async function listFaqs(ctx: Context, input: unknown = {}): Promise<FaqCategoryView[]> {
  authorize(ctx, 'help-center', 'read');
  const { slug } = parseInput(faqsQuerySchema, input ?? {});
  const categories = await ctx.store.helpCenterFaqCategories.list({
    where: slug === undefined ? undefined : { slug },
    orderBy: FAQ_CATEGORY_ORDER,
  });
  if (slug !== undefined && categories.length === 0) {
    throw new NotFoundError('FAQ category not found');
  }
  const faqs = await ctx.store.helpCenterFaqs.list({
    where: { categoryId: { in: ids(categories) } },
    orderBy: FAQ_ORDER,
  });
  return categories.map((category) => ({
    ...category,
    faqs: faqs.filter((faq) => faq.categoryId === category.id),
  }));
}

/**
 * The guide categories with their guides. Without `slug`, every category with its first `limit`
 * guides (default 5, at most 100), `visibleGuides` (the limit) and `totalGuides`; with `slug`,
 * only that category with all its guides (404 when no category has it).
 */
export async function listGuides(ctx: Context, input: unknown = {}): Promise<GuideCategoryView[]> {
  authorize(ctx, 'help-center', 'read');
  const { slug, limit } = parseInput(guidesQuerySchema, input ?? {});
  const guidesOf = (category: GuideCategoryRecord, most?: number) =>
    ctx.store.helpCenterGuides.find({
      where: { categoryId: category.id },
      orderBy: GUIDE_ORDER,
      limit: most,
    });
  if (slug !== undefined) {
    const category = await guideCategory(ctx, slug);
    return [{ ...category, guides: (await guidesOf(category)).items }];
  }
  const categories = await ctx.store.helpCenterGuideCategories.list({
    orderBy: GUIDE_CATEGORY_ORDER,
  });
  return Promise.all(
    categories.map(async (category) => {
      const { items, total } = await guidesOf(category, limit);
      return { ...category, visibleGuides: limit, totalGuides: total, guides: items };
    }),
  );
}

/** One guide of one category, with that category; 404 when either is unknown. */
export async function getGuide(ctx: Context, input: unknown): Promise<HelpGuideView> {
  authorize(ctx, 'help-center', 'read');
  const { categorySlug, guideSlug } = parseInput(guideQuerySchema, input);
  const category = await guideCategory(ctx, categorySlug);
  const guide = await ctx.store.helpCenterGuides.findOne({
    categoryId: category.id,
    slug: guideSlug,
  });
  if (!guide) throw new NotFoundError('Guide not found');
  return { ...guide, category };
}

async function guideCategory(ctx: Context, slug: string): Promise<GuideCategoryRecord> {
  const category = await ctx.store.helpCenterGuideCategories.findOne({ slug });
  if (!category) throw new NotFoundError('Guide category not found');
  return category;
}
