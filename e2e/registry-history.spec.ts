import { expect } from '@playwright/test';
import { authHeaders, signIn } from './support/auth';
import { test } from './support/test';

// History for the roles that edit: a DIRCETUR clerk reads, from the landing page's latest
// changes, which fields of a guide changed, in the guide's history, also of a deleted guide.

const run = Date.now().toString().slice(-4);

test('a DIRCETUR opens a guide’s history from Últimos cambios and sees the fields named', async ({
  page,
  request,
}) => {
  test.slow();
  const headers = await authHeaders(request, 'dircetur@turismo.cusco.pe');
  const guide = async (firstNames: string, number: string) => {
    const created = await request.post('/api/admin/guides', {
      headers,
      data: {
        firstNames,
        lastNames: 'Historial Ccori',
        documentType: 'DNI',
        documentNumber: `6${run}00${number}`,
        // A year no seeded carné has: GOT-2025-0031 and the like are the seed's own.
        licenseNumber: `GOT-2099-${run.slice(0, 3)}${number}`,
        languages: ['es'],
        licenseIssuedOn: '2024-01-10',
        licenseExpiresOn: '2029-01-10',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { id: string };
  };
  const gone = await guide('Fermín', '1');
  expect((await request.delete(`/api/admin/guides/${gone.id}`, { headers })).ok()).toBe(true);
  const changed = await guide('Lucía', '2');
  const phone = `984 ${run} 11`;
  const edited = await request.patch(`/api/admin/guides/${changed.id}`, {
    headers,
    data: { phone, email: `lucia.${run}@turismo.cusco.pe` },
  });
  expect(edited.ok()).toBe(true);

  await signIn(page, 'dircetur@turismo.cusco.pe');
  const latest = page.locator('.overview-changes > li');
  const entry = latest
    .filter({ hasText: 'Lucía Historial Ccori' })
    .filter({ hasText: 'Personal DIRCETUR modificó Correo electrónico y Teléfono' });
  await expect(entry).toBeVisible();
  await entry.getByRole('link', { name: 'Lucía Historial Ccori' }).click();

  await expect(page).toHaveURL(`/admin/guias-turismo?historial=${changed.id}`);
  const history = page.getByRole('dialog');
  await expect(history.getByText(/^Historial de .*Lucía/)).toBeVisible();
  await expect(history.getByText('Modificación')).toBeVisible();
  await expect(history.getByText(`(vacío) → ${phone}`)).toBeVisible();
  // The address keeps it: a reload, or the link sent to a colleague, opens it again.
  await page.reload();
  await expect(page.getByRole('dialog').getByText(`(vacío) → ${phone}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/admin/guias-turismo');

  // A deleted guide's history is still read from the landing page.
  await page.goBack();
  await latest
    .filter({ hasText: 'Eliminado por' })
    .filter({ hasText: 'Fermín Historial Ccori' })
    .getByRole('link', { name: 'Fermín Historial Ccori' })
    .click();
  await expect(page).toHaveURL(`/admin/guias-turismo?historial=${gone.id}`);
  const deleted = page.getByRole('dialog');
  await expect(deleted.getByText(/^Historial de .*Fermín/)).toBeVisible();
  await expect(deleted.getByText('Eliminación')).toBeVisible();
});
