import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { fillAnHourAgo, receivedCaseCode } from './support/report';
import { test } from './support/test';

// The statement is the paper a tourist takes to the insurer and the embassy: printed from the
// phone, it must carry the case in Spanish and in the visitor's language on paper too.

test.use({ viewport: { width: 360, height: 740 }, locale: 'en-US', timezoneId: 'America/Lima' });

/** Sends a short theft report from the page, as a tourist would; answers the case code. */
async function sendReport(page: Page): Promise<string> {
  await page.goto('/');
  const section = page.locator('#denunciar');
  await section.getByRole('button', { name: 'Report an incident' }).click();
  await section.getByLabel('What happened? *').selectOption('THEFT');
  await fillAnHourAgo(section.getByLabel('When? *'));
  await section.getByLabel('The place in words').fill('San Pedro market, main entrance');
  await section
    .getByLabel('What happened, in your own words *')
    .fill('A man took my camera from the table while I was paying.');
  await section.getByLabel('Full name *').fill('Ana Lima');
  await section.getByLabel('Nationality *').fill('Brazil');
  await section.getByRole('button', { name: 'Send the report' }).click();
  return receivedCaseCode(section);
}

test('the printed statement carries the case in Spanish and in the visitor’s language', async ({
  page,
}) => {
  const code = await sendReport(page);

  // What "Print or save the statement" gives: Chromium's own print to PDF, in print media.
  await page.emulateMedia({ media: 'print' });
  const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format: 'A4' })));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const pages = (text as string[]).map((words) => words.replace(/\s+/g, ' ').trim());
  const all = pages.join(' ');

  expect(all).toContain(code);
  // The key typed with the code on another phone, and the link the QR code holds.
  const key = await page.locator('#denunciar .report-receipt .report-secret').first().textContent();
  expect(key).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  expect(all).toContain(key);
  expect(all).toMatch(/localhost:\d+\/#caso=/);
  await expect(page.getByRole('img', { name: 'QR code of the follow-up link' })).toBeVisible();
  expect(all).toContain('Declaración del incidente');
  expect(all).toContain('Statement of the incident');
  expect(all).toContain('A man took my camera from the table while I was paying.');
  // Nothing of the page around it, and no blank sheet.
  expect(all).not.toContain('Report an incident');
  expect(pages.filter((words) => words === '')).toEqual([]);
  expect(totalPages).toBeLessThanOrEqual(2);
});

test('the floating buttons leave the receipt’s call button free to tap', async ({ page }) => {
  await sendReport(page);
  const call = page.locator('#denunciar .report-office').getByRole('link', { name: /^Call / });
  // Where the receipt leaves the screen, and wherever the tourist scrolls the button to.
  for (const block of ['current', 'end'] as const) {
    if (block === 'end') await call.evaluate((link) => link.scrollIntoView({ block: 'end' }));
    await expect(call).toBeInViewport();
    const hit = await call.evaluate((link) => {
      const box = link.getBoundingClientRect();
      // A grid over the button, inside its rounded corners (hit testing follows them).
      const points = [0.2, 0.5, 0.8].flatMap((across) =>
        [0.2, 0.5, 0.8].map((down) => [box.left + box.width * across, box.top + box.height * down]),
      );
      return points.every(([x, y]) => link.contains(document.elementFromPoint(x ?? 0, y ?? 0)));
    });
    expect(hit, `the call button is covered (${block})`).toBe(true);
  }
});

test('the case shows on the page of the phone it came from, and opens by code and key on another', async ({
  page,
  browser,
}) => {
  const code = await sendReport(page);
  const section = page.locator('#denunciar');
  const key = (await section.locator('.report-receipt .report-secret').first().textContent()) ?? '';

  // Later, the page again: the case is on it, not only inside the report form.
  await page.goto('/');
  await expect(section.getByText(`Your report ${code}: Received`)).toBeVisible();
  await section.getByRole('button', { name: `Follow ${code}` }).click();
  await expect(section.getByRole('heading', { name: 'Follow your case' })).toBeVisible();
  await expect(section.locator('.report-status')).toHaveText('Received');

  // A borrowed phone, with only the paper: the code and the key, typed as read.
  const other = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 360, height: 740 },
    timezoneId: 'America/Lima',
  });
  try {
    const phone = await other.newPage();
    await phone.goto('/');
    const mine = phone.locator('#denunciar');
    await expect(mine.getByText(/Your report CUS-/)).toHaveCount(0);
    await mine.getByText('Already reported?').click();
    await mine.getByLabel('Case code').fill(code.toLowerCase());
    await mine.getByLabel('Follow-up key').fill(`${key.slice(0, 4)}${key.slice(5)}`.toLowerCase());
    await mine.getByRole('button', { name: 'Follow the case' }).click();
    await expect(mine.locator('.report-status')).toHaveText('Received');
    await expect(mine.getByText(code)).toBeVisible();

    await phone.goto('/');
    await mine.getByText('Already reported?').click();
    await mine.getByLabel('Case code').fill(code);
    await mine.getByLabel('Follow-up key').fill('AAAA-AAAA');
    await mine.getByRole('button', { name: 'Follow the case' }).click();
    await expect(mine.getByText('No case has this code and key.')).toBeVisible();
  } finally {
    await other.close();
  }
});
