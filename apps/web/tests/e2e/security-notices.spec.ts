import { signInAsNewAdmin } from './accounts';
import { expectNoViolations } from './axe';
import { mailText } from './mailbox';
import { expectFitsPhone } from './screens';
import { expect, test } from './support';

/** An address DB-IP places in Maharashtra: the phone the second sign-in comes from. */
const MUMBAI_IP = '49.36.0.1';

const screens = [
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'a phone', viewport: { width: 360, height: 740 }, hasTouch: true },
] as const;

for (const { name, viewport, hasTouch } of screens) {
  test.describe(`security notices on ${name}`, () => {
    test.use({ viewport, hasTouch });

    test('a sign-in from a new browser is mailed with its place, and the profile lists both sign-ins', async ({
      page,
      browser,
    }) => {
      const { account } = await signInAsNewAdmin(page);

      // The same person on another browser, elsewhere.
      const elsewhere = await browser.newContext({
        viewport,
        hasTouch,
        extraHTTPHeaders: { 'X-Forwarded-For': MUMBAI_IP },
      });
      const other = await elsewhere.newPage();
      await other.goto('/login');
      await other.getByLabel('E-mail address').fill(account.email);
      await other.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
      const signIn = other.getByRole('button', { name: 'Sign In' });
      await (hasTouch ? signIn.tap() : signIn.click());
      await expect(other).toHaveURL(/\/product-dashboard$/);

      const notice = await mailText(account.email, 'New sign-in to your account');
      expect(notice).toContain(MUMBAI_IP);
      expect(notice).toMatch(/near .*Maharashtra, India\)/);
      expect(notice).toContain('/user-profile#sessions-heading');

      await page.goto('/user-profile');
      const history = page.getByRole('table', { name: /sign-ins and security events/ });
      await expect(history.getByRole('row').nth(1)).toContainText('Signed in');
      await expect(history.getByRole('row').nth(1)).toContainText('Maharashtra, India');
      const browsers = page.getByRole('heading', { name: 'Browsers you have signed in from' });
      await expect(browsers).toBeVisible();
      await expect(page.getByText('This browser')).toBeVisible();
      await (hasTouch
        ? expectFitsPhone(page, 'the profile with its sign-in history')
        : expectNoViolations(page, 'the profile with its sign-in history'));
      await elsewhere.close();
    });
  });
}
