import { createRandom } from '../../seed/random';
import { seededId } from '../../template/seed-id';
import { FAQS } from './faqs';
import { GUIDES } from './guides';
import type { FaqCategoryRecord, FaqRecord, GuideCategoryRecord, HelpGuideRecord } from './model';

export interface HelpCenterSeed {
  helpCenterFaqCategories: FaqCategoryRecord[];
  helpCenterFaqs: FaqRecord[];
  helpCenterGuideCategories: GuideCategoryRecord[];
  helpCenterGuides: HelpGuideRecord[];
}

// The texts are plain; these are the only characters HTML would read as markup.
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The help center: FAQs in four categories and guides in four, written in Spanish. */
export function seedHelpCenter(seed = 0x4e1bce): HelpCenterSeed {
  const random = createRandom(seed);
  const faqCategories: FaqCategoryRecord[] = [];
  const faqs: FaqRecord[] = [];
  for (const [slug, title, entries] of FAQS) {
    const category = { id: seededId(random), slug, title };
    faqCategories.push(category);
    for (const [question, answer] of entries) {
      faqs.push({ id: seededId(random), categoryId: category.id, question, answer });
    }
  }
  const guideCategories: GuideCategoryRecord[] = [];
  const guides: HelpGuideRecord[] = [];
  for (const spec of GUIDES) {
    const category = { id: seededId(random), slug: spec.slug, title: spec.title };
    guideCategories.push(category);
    for (const guide of spec.guides) {
      guides.push({
        id: seededId(random),
        categoryId: category.id,
        slug: guide.slug,
        title: guide.title,
        subtitle: guide.subtitle,
        // Only <p>, which the client's sanitizer keeps.
        content: guide.body.map((text) => `<p>${escapeHtml(text)}</p>`).join(''),
      });
    }
  }
  return {
    helpCenterFaqCategories: faqCategories,
    helpCenterFaqs: faqs,
    helpCenterGuideCategories: guideCategories,
    helpCenterGuides: guides,
  };
}
