import { expect } from '@playwright/test';
import { signIn } from './support/auth';
import { test } from './support/test';

// Notifications tell of real events and lead to them: somebody asks for a staff account, and an
// ADMINISTRADOR's notification opens that account in Usuarios, ready to be activated.

const run = Date.now().toString(36);

test('a sign-up produces a notification for administrators that opens that account', async ({
  page,
  request,
}) => {
  const name = `Nadia Solicitud ${run}`;
  const signUp = await request.post('/api/auth/sign-up', {
    data: {
      name,
      email: `nadia-${run}@turismo.cusco.pe`,
      password: 'Solicitud-nadia-2026',
    },
  });
  expect(signUp.ok()).toBe(true);

  await signIn(page, 'admin@turismo.cusco.pe');
  // The account is made in the background: its notification comes with it. Each reload draws
  // the shell again, which took over 2 s on a busy 2-core machine: every try waits for the page.
  const button = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(async () => {
    await page.reload();
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText(`(nadia-${run}@turismo.cusco.pe)`, { exact: false })).toBeVisible();
  await panel.getByRole('link', { name: `Nueva cuenta por activar: ${name}` }).click();

  await expect(page).toHaveURL(/\/admin\/usuarios\?cuenta=[\w-]+$/);
  const activation = page.getByRole('dialog', { name: `Activar la cuenta de ${name}` });
  await expect(activation).toBeVisible();
  await activation.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
});
