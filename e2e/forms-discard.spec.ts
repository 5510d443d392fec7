import { expect } from '@playwright/test';
import { signIn, signInAt } from './support/auth';
import { fileReport } from './support/report';
import { test } from './support/test';

// A half-filled form is never lost by a stray Esc, Cancel or the browser's Back: it asks first,
// and "Seguir editando" keeps what was typed. An untouched form closes at once; so does a saved
// one.

test('a half-filled registry form asks before closing on Esc and on Cancelar', async ({ page }) => {
  // A sign-in and eleven dialogs opened and closed: 18 s on a busy 2-core machine, past half of
  // the default 30 s.
  test.slow();
  await signInAt(page, 'dircetur@turismo.cusco.pe', '/admin/guias-turismo');
  const form = page.getByRole('dialog', { name: 'Nuevo guía de turismo' });
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });

  // Nothing typed: Esc closes without a question.
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(question).toBeHidden();

  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Apellidos').fill('Quispe Mamani');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(form.getByLabel('Apellidos')).toHaveValue('Quispe Mamani');

  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(form.getByLabel('Apellidos')).toHaveValue('Quispe Mamani');

  await form.getByRole('button', { name: 'Cancelar' }).click();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await expect(form.getByLabel('Apellidos')).toHaveValue('');
});

test('the browser’s Back asks before leaving a half-filled form, and goes once it is discarded', async ({
  page,
}) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  await page.getByRole('link', { name: 'Agencias de Viaje' }).first().click();
  await expect(page).toHaveURL(/\/admin\/agencias-viaje$/);
  const form = page.getByRole('dialog', { name: 'Nueva agencia de viajes' });
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await page.getByRole('button', { name: 'Nuevo' }).click();
  await form.getByLabel('Nombre comercial').fill('Inti Raymi Travel');

  await page.evaluate(() => window.history.back());
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/admin\/agencias-viaje$/);
  await expect(form.getByLabel('Nombre comercial')).toHaveValue('Inti Raymi Travel');

  await page.evaluate(() => window.history.back());
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/admin\/inicio$/);
});

test('a half-written note on a case asks before the drawer closes, and not once it is saved', async ({
  page,
  request,
}) => {
  const code = await fileReport(request, {
    type: 'LOST_DOCUMENTS',
    occurredAt: new Date().toISOString(),
    place: { description: 'Mercado de San Pedro' },
    account: 'I lost my passport at the market.',
    reporter: {
      name: 'Lukas Becker',
      nationality: 'Germany',
      email: 'lukas.becker@example.com',
    },
    language: 'en',
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/denuncias');
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(code);
  const openCase = page.getByRole('button', { name: `Abrir la denuncia ${code}` });
  const drawer = page.getByRole('dialog').filter({ hasText: `Denuncia ${code}` });
  const note = drawer.getByLabel('Nota para el turista');
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  const keepEditing = async () => {
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(question).toBeHidden();
    await expect(note).toHaveValue('Ven a la comisaría con tu pasaporte.');
  };

  // Read, nothing written: Esc closes at once.
  await openCase.click();
  await expect(drawer.getByText('Lukas Becker')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(question).toBeHidden();

  await openCase.click();
  await note.fill('Ven a la comisaría con tu pasaporte.');
  await page.keyboard.press('Escape');
  await keepEditing();
  // A click on the page beside the drawer.
  await page.mouse.click(100, 400);
  await keepEditing();
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/denuncias(\?q=[^&]*)?$/);

  // Reopened, the note is gone; written and saved, nothing is left to lose.
  await openCase.click();
  await expect(note).toHaveValue('');
  await note.fill('Ven a la comisaría con tu pasaporte.');
  await drawer.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();
  await expect(
    drawer.getByText('Nota para el turista: Ven a la comisaría con tu pasaporte.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(question).toBeHidden();
});
