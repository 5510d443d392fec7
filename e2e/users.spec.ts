import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { signIn, signInAt, submitSignIn } from './support/auth';
import { test } from './support/test';

// Usuarios end to end: an ADMINISTRADOR creates an account and is shown its temporary password
// once, finds it, changes its role, resets its password and deletes it; a clash of username is
// shown on its field; a DIRCETUR can neither see nor open the page.

// The first page of the admin shell loads lazily; on a busy machine that outlasts 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// Unique per run, so a retry does not clash with what the first try left behind.
const run = Date.now().toString(36);
const username = `qhuaman-${run}`;

/** Picks an option of an antd Select (the menu has an entry of the same title, hence the class). */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-item-option')
    .getByText(option, { exact: true })
    .filter({ visible: true })
    .click();
}

/** The temporary password the dialog shows, after checking what it says; then closes it. */
async function readTemporaryPassword(page: Page, name: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: `Contraseña temporal de ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Se muestra solo esta vez')).toBeVisible();
  await expect(dialog.getByText(/primera vez que inicie sesión/)).toBeVisible();
  const password = await dialog.getByLabel('Contraseña temporal').inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(password)).toHaveCount(0);
  return password;
}

test('an ADMINISTRADOR creates an account, finds it, changes its role, resets its password and deletes it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'admin@turismo.cusco.pe');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByText('Usuarios')
    .click();
  await expect(page).toHaveURL('/admin/usuarios');
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('Nueva cuenta de usuario')).toBeVisible();
  await form.getByLabel('Nombre').fill('Quispe Huamán, Teófila');
  await form.getByLabel('Usuario').fill(username.toUpperCase());
  await form.getByLabel('Correo electrónico').fill(`${username}@turismo.cusco.pe`);
  await choose(page, form.getByLabel('Rol'), 'DIRCETUR');
  await form.getByRole('button', { name: 'Guardar' }).click();
  const first = await readTemporaryPassword(page, 'Quispe Huamán, Teófila');

  // Found by its words in any order, without accents or capitals; every word must be there.
  // Never signed in; its username (kept in lower case) shows in the form below.
  const search = page.getByRole('searchbox', { name: 'Buscar en el registro' });
  const results = page.getByRole('status').filter({ hasText: 'Resultados' });
  await search.fill('teofila quispe mamani');
  await expect(results).toHaveText('Resultados: 0');
  await search.fill('teofila quispe huaman');
  await expect(results).toHaveText('Resultados: 1');
  await search.fill('quispe huaman');
  const row = page.getByRole('row', { name: /Quispe Huamán, Teófila/ });
  await expect(row.getByText(`${username}@turismo.cusco.pe`, { exact: true })).toBeVisible();
  await expect(row.getByText('DIRCETUR')).toBeVisible();
  await expect(row.getByText('Activo')).toBeVisible();
  await expect(row.getByText('Nunca')).toBeVisible();

  // Edit: the role.
  await row.getByRole('button', { name: 'Editar Quispe Huamán, Teófila' }).click();
  await expect(form.getByLabel('Usuario')).toHaveValue(username);
  await choose(page, form.getByLabel('Rol'), 'Policía de Turismo');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(row.getByText('Policía de Turismo')).toBeVisible();

  // Reset: a new temporary password; the first one no longer opens the account.
  await row
    .getByRole('button', { name: 'Restablecer la contraseña de Quispe Huamán, Teófila' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restablecer' }).click();
  const second = await readTemporaryPassword(page, 'Quispe Huamán, Teófila');
  expect(second).not.toBe(first);
  const other = await browser.newPage();
  await other.goto('/sign-in');
  await submitSignIn(other, username, second);
  await expect(other).toHaveURL(/\/change-password/);
  await other.close();

  // Delete, after the confirmation names the account.
  await row.getByRole('button', { name: 'Eliminar Quispe Huamán, Teófila' }).click();
  const confirm = page.getByRole('dialog', { name: /¿Eliminar a Quispe Huamán, Teófila/ });
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Se eliminó a Quispe Huamán, Teófila del registro.')).toBeVisible();
  // Other tests' accounts may hold these words too; this run's username is this account's only.
  await search.fill(username);
  await expect(page.getByText('No hay cuentas que coincidan')).toBeVisible();
});

test("an ADMINISTRADOR's own row offers no delete, and a taken username is named on its field", async ({
  page,
}) => {
  await signInAt(page, 'admin@turismo.cusco.pe', '/admin/usuarios?q=admin%40turismo');
  const own = page.getByRole('row', { name: /Administrador del Sistema/ });
  await expect(own.getByText('Tú')).toBeVisible();
  await expect(own.getByRole('button', { name: /^(Eliminar|Restablecer)/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Nuevo' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Nombre').fill('Otra Persona');
  await form.getByLabel('Usuario').fill('dircetur');
  await form.getByLabel('Correo electrónico').fill(`otra-${run}@turismo.cusco.pe`);
  await choose(page, form.getByLabel('Rol'), 'DIRCETUR');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('Ya existe una cuenta con el usuario dircetur')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /Contraseña temporal/ })).toHaveCount(0);
});

test('a DIRCETUR has no Usuarios entry and is refused the page', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation.getByText('Guías de Turismo')).toBeVisible();
  await expect(navigation.getByText('Usuarios')).toHaveCount(0);
  await page.goto('/admin/usuarios');
  await expect(
    page.getByRole('heading', { name: 'No tienes acceso a esta sección' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usuarios' })).toHaveCount(0);
});
