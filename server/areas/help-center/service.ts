import { authorize } from '../../auth/authorize';
import type { Context } from '../../context';
import { NotFoundError } from '../../errors';
import { parseInput } from '../../validation';
import { faqsQuerySchema, guideQuerySchema, guidesQuerySchema } from './input';
import type {
  FaqCategoryView,
  GuideCategoryRecord,
  GuideCategoryView,
  HelpGuideView,
} from './model';

/**
 * The FAQ categories with their questions; with `slug`, only that category (404 when no
 * category has it).
 */
export async function listFaqs(ctx: Context, input: unknown = {}): Promise<FaqCategoryView[]> {
  authorize(ctx, 'help-center', 'read');
  const { slug } = parseInput(faqsQuerySchema, input ?? {});
  const categories = await ctx.store.helpCenterFaqCategories.list(
    slug === undefined ? undefined : (category) => category.slug === slug,
  );
  if (slug !== undefined && categories.length === 0) {
    throw new NotFoundError('FAQ category not found');
  }
  const faqs = await ctx.store.helpCenterFaqs.list();
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
  const guides = await ctx.store.helpCenterGuides.list();
  const of = (category: GuideCategoryRecord) =>
    guides.filter((guide) => guide.categoryId === category.id);
  if (slug !== undefined) {
    const category = await guideCategory(ctx, slug);
    return [{ ...category, guides: of(category) }];
  }
  const categories = await ctx.store.helpCenterGuideCategories.list();
  return categories.map((category) => {
    const all = of(category);
    return {
      ...category,
      visibleGuides: limit,
      totalGuides: all.length,
      guides: all.slice(0, limit),
    };
  });
}

/** One guide of one category, with that category; 404 when either is unknown. */
export async function getGuide(ctx: Context, input: unknown): Promise<HelpGuideView> {
  authorize(ctx, 'help-center', 'read');
  const { categorySlug, guideSlug } = parseInput(guideQuerySchema, input);
  const category = await guideCategory(ctx, categorySlug);
  const guide = await ctx.store.helpCenterGuides.findOne(
    (item) => item.categoryId === category.id && item.slug === guideSlug,
  );
  if (!guide) throw new NotFoundError('Guide not found');
  return { ...guide, category };
}

async function guideCategory(ctx: Context, slug: string): Promise<GuideCategoryRecord> {
  const category = await ctx.store.helpCenterGuideCategories.findOne((item) => item.slug === slug);
  if (!category) throw new NotFoundError('Guide category not found');
  return category;
}
