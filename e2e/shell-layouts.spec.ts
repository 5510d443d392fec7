import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { LAYOUTS, SHELL_CONFIG_STORAGE_KEY } from '../client/src/shell/config/shellConfig';
import { signIn } from './support/auth';
import { test } from './support/test';

// The staff shell: the eleven layouts (screenshots in test-results/layouts/), the dark and auto
// schemes, and the navigation drawer of small screens.
//
const SHOTS = 'test-results/layouts';

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@turismo.cusco.pe');
  await expect(page.locator('.shell[data-layout]')).toBeVisible();
}

const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).first();

test.describe('staff shell layouts', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('each of the eleven layouts draws its own frame', async ({ page }) => {
    // Eleven page loads and screenshots of the landing page: more than the default 30 s allow.
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const layout of LAYOUTS) {
      await test.step(layout, async () => {
        await page.goto(`/admin/inicio?layout=${layout}`);
        await expect(page.locator(`.shell[data-layout="${layout}"]`)).toBeVisible();
        await expect(page.locator(`.shell-frame--${layout}`)).toBeVisible();
        if (layout === 'empty') {
          await expect(page.getByRole('navigation')).toHaveCount(0);
        } else {
          await expect(
            page.getByRole('navigation', { name: 'Navegación principal' }).first(),
          ).toBeVisible();
          // Icon rails (dense, thin) keep the title in the link but show it only on hover.
          await expect(page.getByRole('link', { name: 'Usuarios' }).first()).toBeAttached();
          await expect(
            page.getByText(`© ${new Date().getFullYear()} Turismo Seguro Cusco`),
          ).toBeVisible();
        }
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await page.screenshot({ path: `${SHOTS}/${layout}.png` });
      });
    }
  });

  test('the compact menu shows every title whole inside its item', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin/inicio?layout=compact');
    const items = page.locator('.shell-nav--compact .shell-nav-menu .ant-menu-item');
    await expect(items.filter({ hasText: 'Asistente Virtual' })).toBeVisible();
    const overflowing = await items.evaluateAll((elements) =>
      elements.flatMap((item) => {
        const title = item.querySelector('.shell-nav-item__title');
        if (!title) return [];
        const range = document.createRange();
        range.selectNodeContents(title);
        const text = range.getBoundingClientRect();
        const box = item.getBoundingClientRect();
        return text.left < box.left || text.right > box.right ? [title.textContent] : [];
      }),
    );
    expect(overflowing).toEqual([]);
  });

  test('the empty layout cannot strand a signed-in person', async ({ page }) => {
    // Not a choice in the settings.
    await page.goto('/admin/inicio');
    await page.getByRole('button', { name: 'Configuración' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración' });
    await expect(settings.getByText('Compacto')).toBeVisible();
    await expect(settings.getByText('Vacío')).toHaveCount(0);
    // Saved by an earlier version: the menu, the settings and sign-out are there after a reload.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ layout: 'empty', scheme: 'light', theme: 'theme-rose' }),
        ),
      SHELL_CONFIG_STORAGE_KEY,
    );
    await page.reload();
    await expect(page.locator('.shell[data-layout="compact"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Configuración' })).toBeVisible();
    // Asked for in the address: one link brings the whole shell back.
    await page.goto('/admin/usuarios?layout=empty');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('link', { name: 'Mostrar el menú' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).first(),
    ).toBeVisible();
  });

  test('the landing page is /admin/inicio, and its old address still leads there', async ({
    page,
  }) => {
    await page.goto('/admin/example');
    await expect(page).toHaveURL(/\/admin\/inicio$/);
    await expect(
      page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', {
        name: 'Inicio',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('a layout picked in the settings stays after a reload', async ({ page }) => {
    await page.goto('/admin/inicio');
    await expect(page.locator('.shell[data-layout="compact"]')).toBeVisible();
    await page.getByRole('button', { name: 'Configuración' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración' });
    await settings.getByText('Futurista').click();
    await expect(page.locator('.shell[data-layout="futuristic"]')).toBeVisible();
    await page.reload();
    await expect(page.locator('.shell[data-layout="futuristic"]')).toBeVisible();
  });

  test('dark scheme from the settings, auto following the system', async ({ page }) => {
    await page.goto('/admin/inicio');
    await page.getByRole('button', { name: 'Configuración' }).click();
    const settings = page.getByRole('dialog', { name: 'Configuración' });
    await settings.getByText('Oscuro').click();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await page.screenshot({ path: `${SHOTS}/compact-dark.png` });

    await settings.getByText('Automático').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('body')).toHaveClass(/\blight\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  });

  test('on a 375 px screen the menu is a drawer that closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/admin/inicio');
    const drawer = page.getByRole('dialog', { name: 'Navegación principal' });
    await expect(drawer).toBeHidden();

    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/compact-375-open.png` });
    await drawer.getByRole('link', { name: 'Usuarios' }).click();

    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});
