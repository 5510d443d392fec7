import { expect, type Page } from '@playwright/test';
import { authHeaders, signIn } from './support/auth';
import { test } from './support/test';

// The staff shell's toolbar and quick chat, signed in, against the seeded demo data: languages,
// search, shortcuts, messages, notifications and quick chat.
//
test.beforeEach(async ({ page }) => {
  await signIn(page, 'admin@turismo.cusco.pe');
});

const toolbar = (page: Page) => page.getByRole('region', { name: 'Barra de herramientas' });
const panel = (page: Page) => page.getByRole('dialog');

/** Counts the GraphQL operations of one name the page sends from now on. */
function countOperations(page: Page, operationName: string) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null;
    if (body?.operationName === operationName) seen.push(JSON.stringify(body.variables));
  });
  return seen;
}

test('switching the language translates the toolbar again, and the choice is kept', async ({
  page,
}) => {
  await expect(
    toolbar(page).getByRole('button', { name: 'Alternar pantalla completa' }),
  ).toBeVisible();

  await toolbar(page)
    .getByRole('button', { name: /^Idioma/ })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  const english = page.getByRole('region', { name: 'Toolbar' });
  await expect(english.getByRole('button', { name: 'Toggle Fullscreen' })).toBeVisible();
  await expect(english.getByRole('button', { name: 'Shortcuts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(english.getByRole('button', { name: 'Language: English' })).toBeVisible();

  await english.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Türkçe' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Araç çubuğu' })
      .getByRole('button', { name: 'Tam ekranı aç/kapat' }),
  ).toBeVisible();
});

test('search waits for the typing to stop, groups the results and goes to the one picked', async ({
  page,
}) => {
  const searches = countOperations(page, 'Search');
  await toolbar(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  const box = toolbar(page).getByRole('combobox', { name: 'Buscar' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Buscar...');

  // One letter asks nothing; typing on without pausing asks once, for the whole word.
  await box.pressSequentially('h');
  await page.waitForTimeout(600);
  expect(searches).toEqual([]);
  await box.pressSequentially('ospedajes', { delay: 40 });
  await expect(page.getByRole('option', { name: 'Hospedajes', exact: true })).toBeVisible();
  expect(searches).toEqual([JSON.stringify({ query: 'hospedajes' })]);
  await expect(page.getByText('Páginas', { exact: true })).toBeVisible();

  await page.getByRole('option', { name: 'Hospedajes', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/hospedajes$/);
  await expect(toolbar(page).getByRole('combobox', { name: 'Buscar' })).toHaveCount(0);

  // Nothing found, then Escape: the first closes the message, the second the bar.
  await toolbar(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await toolbar(page).getByRole('combobox', { name: 'Buscar' }).pressSequentially('zzzzqq');
  await expect(page.getByText('¡No se encontraron resultados!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolbar(page).getByRole('combobox', { name: 'Buscar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolbar(page).getByRole('combobox', { name: 'Buscar' })).toHaveCount(0);
});

for (const width of [1366, 390]) {
  test(`search at ${width} px: a page's name finds that page first, and results show whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/usuarios');
    await toolbar(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    const box = toolbar(page).getByRole('combobox', { name: 'Buscar' });
    await box.pressSequentially('cusco');
    const popup = page.locator('.search-popup');
    await expect(popup.getByRole('option').first()).toBeVisible();
    const cut = await popup
      .locator('.ant-select-item-option-content')
      .evaluateAll((contents) =>
        contents.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
    expect(cut).toEqual([]);
    const area = await popup.boundingBox();
    expect(area && area.x >= 0 && area.x + area.width <= width).toBe(true);

    await box.fill('inicio');
    await expect(popup.getByRole('option').first()).toHaveText('Inicio');
    await popup.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/admin\/inicio$/);
  });
}

test('shortcuts: add, edit and delete one', async ({ page }) => {
  // Unique per attempt, so a retry does not meet the shortcut its first try left behind.
  const label = `Hospedajes ${Date.now().toString().slice(-6)}`;
  await toolbar(page).getByRole('button', { name: 'Accesos directos' }).click();
  await panel(page).getByRole('button', { name: 'Entrar en modo edición' }).click();
  await panel(page).getByRole('button', { name: 'Añadir acceso directo' }).click();

  const add = panel(page).getByRole('button', { name: 'Añadir', exact: true });
  await expect(add).toBeDisabled();
  await panel(page).getByRole('textbox', { name: 'Etiqueta' }).fill(`${label} de Cusco`);
  await panel(page).getByRole('textbox', { name: 'Descripción' }).fill('Registro de hospedajes');
  // The page is picked by its name, not typed as a path.
  await panel(page).getByRole('combobox', { name: 'Página' }).click();
  await page.keyboard.type('hosped');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByTitle('Hospedajes')).toBeVisible();
  await expect(add).toBeDisabled();
  await panel(page).getByRole('combobox', { name: 'Icono' }).click();
  await page.keyboard.type('inicio');
  await page.keyboard.press('Enter');
  await add.click();

  const tile = panel(page).getByRole('button', { name: `Editar ${label} de Cusco` });
  await expect(tile).toBeVisible();
  await tile.click();
  await expect(panel(page).getByRole('textbox', { name: 'Etiqueta' })).toHaveValue(
    `${label} de Cusco`,
  );
  await panel(page).getByRole('textbox', { name: 'Etiqueta' }).fill(label);
  await panel(page).getByRole('button', { name: 'Actualizar' }).click();
  await panel(page)
    .getByRole('button', { name: `Editar ${label}`, exact: true })
    .click();
  await panel(page).getByRole('button', { name: 'Eliminar' }).click();
  await expect(
    panel(page).getByRole('button', { name: `Editar ${label}`, exact: true }),
  ).toHaveCount(0);

  // Back in view mode, a shortcut is a link; and the panel opens in view mode again.
  await panel(page).getByRole('button', { name: 'Salir del modo edición' }).click();
  await page.keyboard.press('Escape');
  await toolbar(page).getByRole('button', { name: 'Accesos directos' }).click();
  await expect(panel(page).getByRole('button', { name: 'Entrar en modo edición' })).toBeVisible();
});

for (const [title, kind] of [
  ['Mensajes', 'messages'],
  ['Notificaciones', 'notifications'],
] as const) {
  test(`${kind}: read, unread, remove and mark all as read`, async ({ page, request }) => {
    if (kind === 'notifications') {
      // A new store holds none (each tells of a real event): two written through the API.
      const headers = await authHeaders(request, 'admin@turismo.cusco.pe');
      for (const title of ['Reunión de coordinación', 'Revisión de carnés']) {
        const created = await request.post('/api/common/notifications', {
          headers,
          data: { notification: { title, description: '<strong>Hoy</strong> a las 15:00.' } },
        });
        expect(created.status()).toBe(200);
      }
      await page.reload();
    }
    const button = toolbar(page).getByRole('button', { name: new RegExp(`^${title}`) });
    await button.click();
    const list = panel(page).getByRole('listitem');
    const count = await list.count();
    expect(count).toBeGreaterThan(1);

    // HTML descriptions arrive sanitized: no handlers, no scripts, no javascript: links.
    expect(
      await panel(page).evaluate(
        (root) =>
          root.querySelectorAll(
            'script, iframe, [onerror], [onload], [onclick], a[href^="javascript:" i]',
          ).length,
      ),
    ).toBe(0);

    const first = list.first();
    const readToggle = first.getByRole('button', { name: /Marcar como (leído|no leído)/ });
    const before = await readToggle.getAttribute('aria-label');
    await readToggle.click();
    await expect(
      first.getByRole('button', { name: /Marcar como (leído|no leído)/ }),
    ).not.toHaveAttribute('aria-label', before ?? '');

    await first.getByRole('button', { name: 'Eliminar' }).click();
    await expect(list).toHaveCount(count - 1);

    const markAll = panel(page).getByRole('button', { name: 'Marcar todo como leído' });
    if (await markAll.isEnabled()) await markAll.click();
    await expect(markAll).toBeDisabled();
    await expect(panel(page).getByRole('button', { name: 'Marcar como leído' })).toHaveCount(0);
    await expect(button).toHaveAccessibleName(title);
  });
}

test('quick chat: choose a conversation and send a message with Enter', async ({ page }) => {
  await page.getByRole('button', { name: 'Chat rápido' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat rápido' });
  await expect(drawer.getByText('Selecciona una conversación')).toBeVisible();

  const conversations = drawer.getByRole('list', { name: 'Conversaciones' });
  const unread = conversations.getByRole('button', { name: /sin leer$/ });
  const target =
    (await unread.count()) > 0 ? unread.first() : conversations.getByRole('button').first();
  const name = (await target.getAttribute('aria-label'))?.replace(/, \d+ sin leer$/, '') ?? '';
  await target.click();
  await expect(drawer.getByRole('heading', { name, level: 3 })).toBeVisible();
  // Opened means read: the dot goes.
  await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();

  const box = drawer.getByRole('textbox', { name: 'Mensaje' });
  await box.fill('Nos vemos en la plaza');
  await box.press('Shift+Enter');
  await box.pressSequentially('a las 10');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(drawer.getByRole('log').getByText(/Nos vemos en la plaza\s+a las 10/)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Hoy', level: 4 })).toBeVisible();
});
