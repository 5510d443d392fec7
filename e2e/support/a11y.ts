import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a finger taps: every link, button and field. */
export const TAP_TARGETS = 'a[href], button, input, select, textarea';

/** The page is no wider than its screen: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Every shown element that `targets` selects is at least 48 px wide and high. */
export async function expectTargetsOf48px(page: Page, targets: string): Promise<void> {
  const small = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const { width, height } = element.getBoundingClientRect();
          return { what: element.outerHTML.slice(0, 80), width, height };
        })
        .filter(({ width, height }) => width < 48 || height < 48),
    targets,
  );
  expect(small).toEqual([]);
}

/**
 * The serious and critical axe violations within the `include` selectors (the whole page when
 * none), each as "rule: targets", so that a failure names them.
 */
export async function seriousViolations(page: Page, ...include: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of include) builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * A screen at rest that a phone can use: no sideways scroll, 48 px targets (those `targets`
 * selects) and no serious axe violation within `audit` (the whole page when left out).
 */
export async function expectPhoneFriendly(
  page: Page,
  { targets = TAP_TARGETS, audit = [] }: { targets?: string; audit?: string[] } = {},
): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectTargetsOf48px(page, targets);
  expect(await seriousViolations(page, ...audit)).toEqual([]);
}
