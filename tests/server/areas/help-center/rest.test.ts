import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHelpCenter } from '../../../../server/areas/help-center/seed';
import type { TestApp } from '../../../support/app';
import { appWithStaff, type StaffClient } from '../../../support/apps';
import { expectPlainHtml } from '../../../support/html';

const BASE = '/api/apps/help-center';
const seed = seedHelpCenter();
const guidesOf = (slug: string) => {
  const category = seed.helpCenterGuideCategories.find((c) => c.slug === slug);
  return seed.helpCenterGuides.filter((guide) => guide.categoryId === category?.id);
};

let app: TestApp;
let client: StaffClient;
beforeAll(async () => {
  ({ app, client } = await appWithStaff('POLICIA'));
});
afterAll(() => app.stop());

describe('the seeded help center', () => {
  it('is the same on every seed and links every item to a category', () => {
    expect(seedHelpCenter()).toEqual(seed);
    const faqCategories = seed.helpCenterFaqCategories.map((c) => c.id);
    for (const faq of seed.helpCenterFaqs) expect(faqCategories).toContain(faq.categoryId);
    for (const category of seed.helpCenterFaqCategories) {
      expect(seed.helpCenterFaqs.some((faq) => faq.categoryId === category.id)).toBe(true);
    }
    const guideCategories = seed.helpCenterGuideCategories.map((c) => c.id);
    for (const guide of seed.helpCenterGuides) expect(guideCategories).toContain(guide.categoryId);
  });

  it('gives guides slugs unique within their category and plain HTML content', () => {
    for (const category of seed.helpCenterGuideCategories) {
      const slugs = guidesOf(category.slug).map((guide) => guide.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const guide of seed.helpCenterGuides) expectPlainHtml(guide.content);
  });

  it('has a category with more guides than the overview shows', () => {
    expect(guidesOf('registros').length).toBeGreaterThan(5);
  });
});

describe('GET faqs', () => {
  it('answers every category with its questions', async () => {
    const response = await client.get(`${BASE}/faqs`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      seed.helpCenterFaqCategories.map((category) => ({
        ...category,
        faqs: seed.helpCenterFaqs.filter((faq) => faq.categoryId === category.id),
      })),
    );
  });

  it('answers one category by slug, 404 for an unknown one', async () => {
    const response = await client.get(`${BASE}/faqs?slug=cuentas-y-acceso`);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({ slug: 'cuentas-y-acceso', title: 'Cuentas y acceso' });
    expect(response.body[0].faqs.length).toBeGreaterThan(0);
    const unknown = await client.get(`${BASE}/faqs?slug=nada`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('FAQ category not found');
  });
});

describe('GET guides', () => {
  it('answers every category with its first 5 guides, visibleGuides and totalGuides', async () => {
    const response = await client.get(`${BASE}/guides`);
    expect(response.status).toBe(200);
    expect(response.body.map((c: { slug: string }) => c.slug)).toEqual(
      seed.helpCenterGuideCategories.map((c) => c.slug),
    );
    for (const category of response.body) {
      const all = guidesOf(category.slug);
      expect(category.visibleGuides).toBe(5);
      expect(category.totalGuides).toBe(all.length);
      expect(category.guides).toEqual(all.slice(0, 5));
    }
  });

  it('shows `limit` guides a category', async () => {
    const response = await client.get(`${BASE}/guides?limit=2`);
    for (const category of response.body) {
      expect(category.visibleGuides).toBe(2);
      expect(category.guides).toEqual(guidesOf(category.slug).slice(0, 2));
    }
    const most = await client.get(`${BASE}/guides?limit=100`);
    expect(most.status).toBe(200);
  });

  it('refuses a limit that is not a whole number from 1 to 100', async () => {
    for (const limit of ['0', '-1', '101', '1.5', 'five', '']) {
      const response = await client.get(`${BASE}/guides?limit=${limit}`);
      expect(response.status, `limit=${limit}`).toBe(400);
      expect(Object.keys(response.body.fields)).toEqual(['limit']);
    }
  });

  it('answers one category with all its guides by slug, 404 for an unknown one', async () => {
    const response = await client.get(`${BASE}/guides?slug=registros`);
    expect(response.body).toHaveLength(1);
    const [category] = response.body;
    expect(category.guides).toEqual(guidesOf('registros'));
    expect(category).not.toHaveProperty('visibleGuides');
    expect(category).not.toHaveProperty('totalGuides');
    expect((await client.get(`${BASE}/guides?slug=nada`)).status).toBe(404);
  });
});

describe('GET guide', () => {
  it('answers the guide with its category', async () => {
    const category = seed.helpCenterGuideCategories.find((c) => c.slug === 'pagina-publica');
    const guide = guidesOf('pagina-publica').find((g) => g.slug === 'numeros-sin-conexion');
    const response = await client.get(
      `${BASE}/guide?categorySlug=pagina-publica&guideSlug=numeros-sin-conexion`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...guide, category });
  });

  it('is 404 for an unknown category, an unknown guide, or a guide of another category', async () => {
    for (const query of [
      'categorySlug=nada&guideSlug=iniciar-sesion',
      'categorySlug=primeros-pasos&guideSlug=nada',
      'categorySlug=registros&guideSlug=iniciar-sesion',
    ]) {
      expect((await client.get(`${BASE}/guide?${query}`)).status, query).toBe(404);
    }
  });

  it('is 400 without both slugs', async () => {
    const response = await client.get(`${BASE}/guide?categorySlug=registros`);
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ guideSlug: 'Required' });
  });
});

describe('who may read', () => {
  it('keeps anonymous callers out', async () => {
    expect((await app.request.get(`${BASE}/faqs`)).status).toBe(401);
  });
});
