import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA violations (contrast included) of the page as it is
 * now, as a readable list: every screen expects none. Colours are checked as they settle:
 * transitions end at once first (a button just enabled fades from its grey for 250 ms, and a
 * contrast read halfway through would be neither of its states).
 */
export async function blockingViolations(page: Page, { include }: { include?: string } = {}) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  // Only violations are read: axe skips gathering the nodes of every passing and inapplicable
  // check, most of its time on a page with a data grid.
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  // `include`: only that part (a screen's main content, when its shell is checked elsewhere).
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes[0]?.failureSummary,
    }));
}
