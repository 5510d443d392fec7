import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, seriousViolations } from './support/a11y';
import { signInAt } from './support/auth';
import { fileReport, theftNow } from './support/report';
import { test } from './support/test';

// Police see a case as it arrives: with the landing page or Denuncias open, a tourist's report
// shows in the bell, the "Denuncias abiertas" card and the list without a reload, and is
// announced; opening its notification marks it read; on a phone the whole case card opens it.

/** What the issue promises, with room for a busy machine's first refetch. */
const LIVE = { timeout: 10_000 };

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/** The bell's unread count, from its accessible name ("Notificaciones, 3 sin leer"). */
async function unread(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1] ?? 0);
}

test('an officer’s open pages follow a new report without a reload, and its notification is read once opened', async ({
  page,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/inicio');
  const card = page.getByRole('region', { name: 'Denuncias abiertas' });
  const received = card.getByRole('link', { name: /^Recibido/ });
  await expect(received).toBeVisible();
  const before = Number((await received.innerText()).replace(/\D/g, ''));
  const unreadBefore = await unread(page);

  const first = await fileReport(request, theftNow());

  // The landing page: the card counts it (it lists the oldest cases waiting, which earlier
  // reports may fill), the bell counts it, and it is announced.
  await expect(received).toContainText(String(before + 1), LIVE);
  await expect.poll(() => unread(page), LIVE).toBe(unreadBefore + 1);
  await expect(
    page.getByRole('status').filter({ hasText: 'Llegó una denuncia nueva' }),
  ).toBeAttached();
  await expect(
    page.locator('.ant-notification').getByText('Llegó una denuncia nueva'),
  ).toBeVisible();

  // Denuncias, opened from the menu: the next case joins the list by itself.
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await menu.getByRole('link', { name: 'Denuncias' }).click();
  await expect(page.getByRole('heading', { name: 'Denuncias', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(first) })).toBeVisible();
  const second = await fileReport(request, theftNow());
  await expect(page.getByRole('row', { name: new RegExp(second) })).toBeVisible(LIVE);

  // Opening the notification is reading it.
  await expect.poll(() => unread(page), LIVE).toBe(unreadBefore + 2);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await panel.getByRole('link', { name: `Nueva denuncia ${second}` }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias\?caso=/);
  await expect.poll(() => unread(page)).toBe(unreadBefore + 1);
});

test('on a phone the whole case card opens the case', async ({ page, request }) => {
  const code = await fileReport(request, theftNow());
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/denuncias');
  await page.getByRole('searchbox', { name: 'Buscar en el registro' }).fill(code);
  const card = page.getByRole('article', { name: code });
  await expect(card).toBeVisible();
  // A tap on the card's last line, far from the code.
  const corner = await card.getByText('Sin asignar').boundingBox();
  if (!corner) throw new Error('the card has no assignee line');
  await page.mouse.click(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await expect(page.getByRole('dialog').filter({ hasText: `Denuncia ${code}` })).toBeVisible();
  await expect(page).toHaveURL(/[?&]caso=/);
});

test('on a phone the panel’s alert settings work by keyboard and are named for screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'policia@turismo.cusco.pe', '/admin/inicio');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const sound = panel.getByRole('switch', { name: 'Sonido al llegar una denuncia' });
  await expect(sound).toBeVisible();
  const before = await sound.getAttribute('aria-checked');
  await sound.focus();
  await page.keyboard.press('Space');
  await expect(sound).not.toHaveAttribute('aria-checked', before ?? '');
  // This server sends no push (no VAPID keys): the officer is told how cases reach them.
  await expect(panel.getByText('Este servidor no envía avisos push')).toBeVisible();
  expect(await seriousViolations(page, '.ant-popover, .ant-drawer')).toEqual([]);
  await expectNoSidewaysScroll(page);

  // Kept by this browser: the choice is still there after a reload.
  await page.reload();
  await bell(page).click();
  await expect(sound).not.toHaveAttribute('aria-checked', before ?? '');
});
