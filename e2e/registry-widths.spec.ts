import { expect } from '@playwright/test';
import { signIn } from './support/auth';
import { test } from './support/test';

// The registry lists on a 1366 px laptop screen, the most common among the staff: each fits
// without scrolling sideways (wide-screen columns give way; "Columnas" brings them back).
const LISTS = [
  '/admin/usuarios',
  '/admin/guias-turismo',
  '/admin/agencias-viaje',
  '/admin/hospedajes',
  '/admin/policias/lista',
  '/admin/policias/jurisdiccion',
];

test('every registry list fits a 1366 px screen without scrolling sideways', async ({
  page,
  request,
}) => {
  test.slow();
  // An account waiting for activation: its row holds the most (a hint and one more action).
  const run = Date.now().toString(36);
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      name: 'Solicitud de Ancho Máximo',
      username: `ancho-${run}`,
      email: `ancho-${run}@turismo.cusco.pe`,
      password: 'Solicitud-ancho-2026',
    },
  });
  expect(signUp.ok()).toBe(true);
  // And one an ADMINISTRADOR deactivated: its row reads so, with no more room than another.
  const admin = await request.post('/api/auth/sign-in', {
    data: { email: 'admin', password: 'Cusco.2026' },
  });
  const { accessToken } = await admin.json();
  const deactivated = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name: 'Cuenta Desactivada',
      username: `baja-${run}`,
      email: `baja-${run}@turismo.cusco.pe`,
      role: 'DIRCETUR',
      status: 'INACTIVO',
    },
  });
  expect(deactivated.ok()).toBe(true);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'admin@turismo.cusco.pe');
  for (const path of LISTS) {
    await test.step(path, async () => {
      await page.goto(path);
      const table = page.locator('.ant-table-content').first();
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      if (path === '/admin/usuarios') {
        // The pending account is created in the background: wait until it is listed. Each
        // round waits for the reloaded list itself, however long a busy machine takes to draw
        // it, and only briefly for the hint on it.
        await expect(async () => {
          await page.reload();
          await expect(page.locator('.ant-table-row').first()).toBeVisible();
          await expect(page.getByText('Pendiente de activación').first()).toBeVisible({
            timeout: 1000,
          });
          await expect(page.getByText('Desactivada', { exact: true }).first()).toBeVisible({
            timeout: 1000,
          });
        }).toPass();
      }
      const { scroll, client } = await table.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }));
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(client);
    });
  }
});
