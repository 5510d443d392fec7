/** A category of frequently asked questions (template demo). */
export interface FaqCategoryRecord {
  id: string;
  slug: string;
  title: string;
}

export interface FaqRecord {
  id: string;
  categoryId: string;
  question: string;
  /** Plain text. */
  answer: string;
}

/** A category of guides: same shape as a FAQ category. */
export type GuideCategoryRecord = FaqCategoryRecord;

/** A help-center guide (an article; not a tourism guide of the registry). */
export interface HelpGuideRecord {
  id: string;
  categoryId: string;
  /** Unique within its category. */
  slug: string;
  title: string;
  subtitle: string;
  /** HTML limited to what the client's sanitizer keeps. */
  content: string;
}

/** A FAQ category with its questions, as `GET faqs` answers it. */
export interface FaqCategoryView extends FaqCategoryRecord {
  faqs: FaqRecord[];
}

/**
 * A guide category with its guides, as `GET guides` answers it: without a slug every category
 * also says how many guides it shows (`visibleGuides`, the limit) and has (`totalGuides`).
 */
export interface GuideCategoryView extends GuideCategoryRecord {
  visibleGuides?: number;
  totalGuides?: number;
  guides: HelpGuideRecord[];
}

/** One guide with the category it belongs to, as `GET guide` answers it. */
export interface HelpGuideView extends HelpGuideRecord {
  category: GuideCategoryRecord;
}
