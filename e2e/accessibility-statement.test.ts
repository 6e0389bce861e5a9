import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { expectPageArrival } from './support/page-checks';

const browser = useBrowser();

describe('the accessibility statement', () => {
  it('is linked from the footer and says what the portal conforms to, how it was tested, its limits and how to get help', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/');
    const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Accessibility', exact: true });
    expect(await link.getAttribute('href')).toBe('/pages/accessibility-statement');
    await tabTo(page, link, { max: 80 });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Accessibility Statement' }).waitFor();
    await expectPageArrival(page, 'Accessibility Statement', { focused: true });

    const main = page.locator('main');
    const section = (name: string) => main.getByRole('heading', { level: 2, name }).waitFor();
    // What it conforms to.
    await section('Our standard');
    await main.getByText(/aims to conform to the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at Level AA/).waitFor();
    // How it was tested, and what was not done: no claim of screen-reader testing.
    await section('How we test');
    for (const said of [
      /axe-core/,
      /light, dark and high-contrast modes/,
      /Motor, Vision and Cognitive/,
      /keyboard alone/,
      /320 pixels wide with text at 200%/,
      /24 by 24 pixels/,
    ]) {
      await main.getByText(said).first().waitFor();
    }
    await main.getByText(/Not yet done:.*screen readers.*It is planned/).waitFor();
    // Known limitations.
    await section('Known limitations');
    // How to ask for help: the barrier report and contact forms, email and phone.
    await section('Ask for help or tell us about a barrier');
    expect(await main.getByRole('link', { name: 'Accessibility barrier report' }).getAttribute('href')).toBe('/forms/4');
    expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/forms/1');
    await main.getByText('hello@example.org').waitFor();
    await main.getByText(/\(03\) 5550 4321/).waitFor();
    await expectAccessible(page, 'accessibility statement');

    // The barrier report form it points to is open to visitors.
    await main.getByRole('link', { name: 'Accessibility barrier report' }).click();
    await page.getByRole('heading', { level: 1, name: 'Accessibility barrier report' }).waitFor();
    await context.close();
  });
});
