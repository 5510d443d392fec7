import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHelpCenter } from '../../../../server/areas/help-center/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient } from '../../../support/apps';

const seed = seedHelpCenter();
const GUIDE = 'id categoryId slug title subtitle content';
const guidesOf = (slug: string) => {
  const category = seed.helpCenterGuideCategories.find((c) => c.slug === slug);
  return seed.helpCenterGuides.filter((guide) => guide.categoryId === category?.id);
};

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('ADMINISTRADOR'));
});
afterAll(() => app.stop());

describe('helpCenterFaqs', () => {
  it('answers every category with its questions, or one by slug', async () => {
    const query = `query($slug: String) { helpCenterFaqs(slug: $slug) { id slug title faqs { id categoryId question answer } } }`;
    const all = await client.data(query);
    expect(all.helpCenterFaqs).toEqual(
      seed.helpCenterFaqCategories.map((category) => ({
        ...category,
        faqs: seed.helpCenterFaqs.filter((faq) => faq.categoryId === category.id),
      })),
    );
    const one = (await client.data(query, { slug: 'registros' })) as {
      helpCenterFaqs: { slug: string }[];
    };
    expect(one.helpCenterFaqs.map((c) => c.slug)).toEqual(['registros']);
    expect((await client.refused(query, { slug: 'nada' })).codes).toEqual(['NOT_FOUND']);
  });
});

describe('helpCenterGuides', () => {
  const query = `query($slug: String, $limit: Int) { helpCenterGuides(slug: $slug, limit: $limit) { slug visibleGuides totalGuides guides { ${GUIDE} } } }`;

  it('shows 5 guides a category by default, `limit` on request', async () => {
    const data = (await client.data(query)) as {
      helpCenterGuides: {
        slug: string;
        visibleGuides: number;
        totalGuides: number;
        guides: unknown[];
      }[];
    };
    for (const category of data.helpCenterGuides) {
      expect(category.visibleGuides).toBe(5);
      expect(category.totalGuides).toBe(guidesOf(category.slug).length);
      expect(category.guides).toEqual(guidesOf(category.slug).slice(0, 5));
    }
    const three = (await client.data(query, { limit: 3 })) as typeof data;
    for (const category of three.helpCenterGuides)
      expect(category.guides.length).toBeLessThanOrEqual(3);
  });

  it('answers one category with all its guides and null counts', async () => {
    const data = await client.data(query, { slug: 'registros' });
    expect(data.helpCenterGuides).toEqual([
      { slug: 'registros', visibleGuides: null, totalGuides: null, guides: guidesOf('registros') },
    ]);
  });

  it('refuses a limit out of range and an unknown slug', async () => {
    for (const limit of [0, -3, 101]) {
      const { codes, fields } = await client.refused(query, { limit });
      expect(codes).toEqual(['BAD_REQUEST']);
      expect(Object.keys(fields)).toEqual(['limit']);
    }
    expect((await client.refused(query, { slug: 'nada' })).codes).toEqual(['NOT_FOUND']);
  });
});

describe('helpCenterGuide', () => {
  const query = `query($c: String!, $g: String!) { helpCenterGuide(categorySlug: $c, guideSlug: $g) { ${GUIDE} category { id slug title } } }`;

  it('answers the guide with its category', async () => {
    const guide = guidesOf('cuentas-y-roles').find((g) => g.slug === 'roles-y-permisos');
    const category = seed.helpCenterGuideCategories.find((c) => c.slug === 'cuentas-y-roles');
    const data = await client.data(query, { c: 'cuentas-y-roles', g: 'roles-y-permisos' });
    expect(data.helpCenterGuide).toEqual({ ...guide, category });
  });

  it('is NOT_FOUND for a guide outside the category', async () => {
    const { codes } = await client.refused(query, { c: 'registros', g: 'roles-y-permisos' });
    expect(codes).toEqual(['NOT_FOUND']);
  });
});
