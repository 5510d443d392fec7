import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openUserMenu, signIn, submitSignIn } from './support/auth';
import { test } from './support/test';

// An ADMINISTRADOR creates an account (through the API, as the Usuarios page does); its first
// sign-in with the temporary password leads to "Cambiar contraseña", and only once the password
// is changed to /admin.

const NEW_PASSWORD = 'Sacsayhuaman-2026';

/**
 * Creates an account as the demo ADMINISTRADOR and answers its username and temporary password.
 * The username is new on every attempt: the store lives as long as the whole run.
 */
async function createAccount(request: APIRequestContext, prefix: string) {
  const username = `${prefix}-${Date.now().toString(36)}`;
  const signedIn = await request.post('/api/auth/login', {
    data: { login: 'admin', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const { accessToken } = await signedIn.json();
  const created = await request.post('/api/admin/users', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      name: 'Rosa Quispe Mamani',
      username,
      email: `${username}@turismo.cusco.pe`,
      role: 'POLICIA',
    },
  });
  expect(created.status()).toBe(201);
  const body = await created.json();
  expect(body.user.mustChangePassword).toBe(true);
  return { username, temporary: body.temporaryPassword as string };
}

async function changePassword(page: Page, current: string, password: string) {
  await page.getByLabel('Contraseña temporal').fill(current);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña nueva').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
}

test('a new account must change its temporary password before it reaches /admin', async ({
  page,
  request,
}) => {
  const { username, temporary } = await createAccount(request, 'rquispe');

  await page.goto('/sign-in?redirectURL=%2Fadmin%2Fpolicias%2Flista');
  await submitSignIn(page, username, temporary);
  await expect(page).toHaveURL('/change-password?redirectURL=%2Fadmin%2Fpolicias%2Flista');
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByText('Tu cuenta tiene una contraseña temporal.')).toBeVisible();

  // Neither typing an admin address nor a reload gets around it.
  await page.goto('/admin/inicio');
  await expect(page).toHaveURL('/change-password?redirectURL=%2Fadmin%2Finicio');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();

  // The temporary password may not simply be kept.
  await changePassword(page, temporary, temporary);
  await expect(page.getByText('La contraseña nueva debe ser distinta de la actual.')).toBeVisible();

  await changePassword(page, temporary, NEW_PASSWORD);
  await expect(page).toHaveURL('/admin/inicio');
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toContainText(
    'Policía de Turismo',
  );

  // Signed out and in again, the new password leads straight to the application.
  await page.goto('/sign-out');
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, username, temporary);
  await expect(page.getByRole('alert')).toContainText(
    'El usuario o la contraseña no son correctos.',
  );
  await signIn(page, username, NEW_PASSWORD);
});

test('every member of staff can change their password from the user menu', async ({
  page,
  request,
}) => {
  // An account of its own: the demo accounts keep their password for the other specs.
  const { username, temporary } = await createAccount(request, 'lhuaman');
  const first = await request.post('/api/auth/login', {
    data: { login: username, password: temporary },
  });
  const changed = await request.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${(await first.json()).accessToken}` },
    data: { currentPassword: temporary, newPassword: NEW_PASSWORD },
  });
  expect(changed.ok()).toBe(true);

  await signIn(page, username, NEW_PASSWORD);
  await page.goto('/admin/policias/lista');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL('/change-password?redirectURL=%2Fadmin%2Fpolicias%2Flista');
  await page.getByLabel('Contraseña actual').fill(NEW_PASSWORD);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Ollantaytambo-2026');
  await page.getByLabel('Repite la contraseña nueva').fill('Ollantaytambo-2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL('/admin/policias/lista');
  await expect(page.getByRole('heading', { name: 'Policías' })).toBeVisible();
});
