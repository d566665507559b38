// What a signed-in administrator may open: unknown paths are 404, screens outside the user's
// menus are 403 (inside the layout, the address kept), menu screens open.
import { expect, openSignedIn, test } from './fixtures';
import { errors, layout, SEEDED_MENU } from './texts';

test.describe('back-office access by menu', () => {
  test('an unknown path is 404', async ({ page, readyServer }) => {
    await openSignedIn(page, readyServer, readyServer.session, '/nonexistent-menu-path');
    await expect(page).toHaveURL(readyServer.adminUrl('/404'));
    await expect(page.getByRole('heading', { level: 1, name: errors['404'].title })).toBeVisible();
  });

  test('a screen outside the user’s menus is 403, shown inside the layout', async ({ page, readyServer }) => {
    // /branch is a customer screen: the administrator's menus do not hold it.
    await openSignedIn(page, readyServer, readyServer.session, '/branch');
    await expect(page.getByRole('heading', { level: 1, name: errors['403'].title })).toBeVisible();
    await expect(page).toHaveURL(readyServer.adminUrl('/branch'));
    await expect(
      page
        .getByRole('navigation', { name: layout.nav.label })
        .getByRole('link', { name: SEEDED_MENU.customer }),
    ).toBeVisible();
  });

  test('a screen of the user’s menus opens, and the sign-in page returns to it', async ({
    page,
    readyServer,
  }) => {
    await page.goto(readyServer.adminUrl('/customer?page=2'));
    await expect(page).toHaveURL(readyServer.adminUrl('/login?returnTo=%2Fcustomer%3Fpage%3D2'));
    await openSignedIn(page, readyServer, readyServer.session, '/customer?page=2');
    await expect(page.getByRole('heading', { level: 1, name: SEEDED_MENU.customer })).toBeVisible();
  });
});
