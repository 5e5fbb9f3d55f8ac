import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with a readable list (rule, impact, elements) when axe finds any WCAG 2.1 AA violation. */
export async function expectNoAxeViolations(page: Page, { exclude = [] as string[] } = {}): Promise<void> {
  let found = await axeViolations(page, exclude);
  // A toast that arrives while axe reads the page (the service worker's "ready to work without
  // internet" comes once the reader's language is kept, at no fixed moment) is read half faded in:
  // what axe finds is checked again once that animation is over, and only what stays is reported.
  if (found.length) found = await axeViolations(page, exclude);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}

async function axeViolations(page: Page, exclude: readonly string[]) {
  // A toast fading in is half transparent, and axe reads its blended colours as low contrast: check
  // the page as a person reads it, once finite animations (not spinners) have finished.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    {
      timeout: 5_000,
    },
  );
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}
