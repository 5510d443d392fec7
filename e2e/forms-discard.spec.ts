import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

// A half-filled form is never lost by a stray Esc or Cancel: it asks first, and "Seguir
// editando" keeps what was typed. An untouched form closes at once.

test('a half-filled registry form asks before closing on Esc and on Cancelar', async ({ page }) => {
  await signIn(page, 'dircetur@turismo.cusco.pe');
  await page.goto('/admin/guias-turismo');
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
