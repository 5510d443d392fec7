import { defineCollection, seedTogether } from '../../store/collection';
import type { FaqCategoryRecord, FaqRecord, GuideCategoryRecord, HelpGuideRecord } from './model';
import { seedHelpCenter } from './seed';

declare module '../../store/types' {
  interface Collections {
    helpCenterFaqCategories: FaqCategoryRecord;
    helpCenterFaqs: FaqRecord;
    helpCenterGuideCategories: GuideCategoryRecord;
    helpCenterGuides: HelpGuideRecord;
  }
}

// Deterministic and independent of the time: built once, each collection takes its part.
const seedHelp = seedTogether(() => seedHelpCenter());

export const helpCenterFaqCategoriesCollection = defineCollection('helpCenterFaqCategories', {
  unique: ['slug'],
  seed: (now) => seedHelp(now).helpCenterFaqCategories,
});

export const helpCenterFaqsCollection = defineCollection('helpCenterFaqs', {
  seed: (now) => seedHelp(now).helpCenterFaqs,
});

export const helpCenterGuideCategoriesCollection = defineCollection('helpCenterGuideCategories', {
  unique: ['slug'],
  seed: (now) => seedHelp(now).helpCenterGuideCategories,
});

export const helpCenterGuidesCollection = defineCollection('helpCenterGuides', {
  seed: (now) => seedHelp(now).helpCenterGuides,
});
