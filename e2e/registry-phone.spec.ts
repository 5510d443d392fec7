import { expect, type Page } from '@playwright/test';
import { signIn, signInAt } from './support/auth';
import { test } from './support/test';

// The registries on a 390 px phone, as a police officer checks a carné in the street: one card
// per record with what identifies it, its status and its expiry, no sideways scroll, and nothing
// floating over a control.

const LISTS = [
  { path: '/admin/guias-turismo', fields: ['Documento', 'Carné de guía', 'Vencimiento'] },
  { path: '/admin/agencias-viaje', fields: ['RUC', 'N.º de certificado', 'Vencimiento'] },
  { path: '/admin/hospedajes', fields: ['RUC'] },
  { path: '/admin/policias/lista', fields: ['CIP'] },
  { path: '/admin/policias/jurisdiccion', fields: ['Provincia'], noStatus: true },
  { path: '/admin/usuarios', fields: ['Correo electrónico'] },
];

const PHONE = { width: 390, height: 844 };

/**
 * Every control of the page that something else (a floating button) lies over, looked for in
 * the page scrolled from top to bottom.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
  for (let y = 0; y < height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const name of await coveredInView(page)) covered.add(name);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...covered];
}

async function coveredInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      '.shell-content button, .shell-content a[href], .shell-content input',
    );
    const covered: string[] = [];
    const headerBottom =
      document.querySelector('.shell-header')?.getBoundingClientRect().bottom ?? 0;
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Whole in view, below the sticky header (which pushes the page down, not over it).
      if (box.width === 0 || box.top < headerBottom || box.bottom > window.innerHeight) continue;
      const y = box.top + box.height / 2;
      // Its middle and both ends: a button on the right edge covers only the end of a wide one.
      const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
      const hidden = xs.some((x) => {
        const top = document.elementFromPoint(x, y);
        return !top || !(control.contains(top) || top.contains(control));
      });
      if (hidden) covered.push(control.getAttribute('aria-label') ?? control.textContent ?? '');
    }
    return covered;
  });
}

test('every registry shows cards with status and expiry on a phone, without sideways scroll', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@turismo.cusco.pe');
  for (const { path, fields, noStatus } of LISTS) {
    await test.step(path, async () => {
      await page.goto(path);
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      for (const field of fields) {
        await expect(card.getByRole('term').filter({ hasText: field })).toBeVisible();
      }
      if (!noStatus) await expect(card.locator('.record-card-head .ant-tag').first()).toBeVisible();
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? 0,
        client: document.scrollingElement?.clientWidth ?? 0,
      }));
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(client);
      expect(await coveredControls(page), `${path}: a control is covered`).toEqual([]);
    });
  }
});

test("searching a carné on a phone shows that guide's carné, status and expiry on the first screen", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/guias-turismo');
  await page.getByLabel('Buscar en el registro').fill('GOT-2024-0020');
  await expect(page.getByRole('status').filter({ hasText: 'Resultados' })).toHaveText(
    'Resultados: 1',
  );
  const card = page.getByRole('article');
  await expect(card).toHaveCount(1);
  const field = (label: string) =>
    card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(field('Carné de guía')).toHaveText('GOT-2024-0020');
  await expect(field('Vencimiento')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(card.locator('.record-card-head .ant-tag')).toHaveText(/Vigente|Vencido|Suspendido/);
  // All of it on the first screen, with nothing floating over "Limpiar filtros".
  const box = await card.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expect(page.getByRole('button', { name: 'Limpiar filtros' })).toBeInViewport();
  expect(await coveredControls(page)).toEqual([]);

  // The filters wait behind "Filtros", which counts the active ones.
  const filters = page.getByRole('button', { name: /^Filtros/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Estado')).toBeHidden();
  await filters.click();
  await expect(page.getByLabel('Estado')).toBeVisible();
});
