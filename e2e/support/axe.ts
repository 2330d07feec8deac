import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe run on `page`, without its CSSOM preload: axe reads the page's stylesheets by putting their text in <style>
 * elements, which the store's Content-Security-Policy refuses (no nonce), so under the policy that preload only
 * fails, and its refusals would fail the test (support/test.ts). Only css-orientation-lock reads it (and
 * no-autoplay-audio, for audio and video the store has none of).
 */
const axe = (page: Page) => new AxeBuilder({ page }).options({ preload: false });

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation of WCAG 2.2 A/AA and of axe's best practices on the page as it is now, whatever its impact. */
export async function allViolations(page: Page) {
  const results = await axe(page).withTags([...WCAG_AA, 'best-practice']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** Serious and critical violations of WCAG 2.1 A/AA on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** Violations of the named axe rules, whatever their impact (for rules outside the WCAG 2.1 tags above). */
export async function ruleViolations(page: Page, rules: string[]) {
  const results = await axe(page).withRules(rules).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}
