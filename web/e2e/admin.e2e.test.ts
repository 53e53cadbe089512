// The admin's journey against the app started by global-setup.ts (fresh seeded database): the
// dashboard charts render from the demo data, a pending demo vendor is verified and its products
// appear in /products, a user's role is changed and the change is found in the audit log.
import { describe, expect, it } from 'vitest';
import { browserAvailable, DEMO_PASSWORD, expectPath, expectVisible, signIn, useBrowser } from './support/browser';

const ADMIN_EMAIL = 'admin@mainstreet.test';
// The demo shop waiting for verification and one of its products (api/src/db/seed/demo-data.ts).
const PENDING_SHOP = 'Trillium Tea House';
const PENDING_PRODUCT = 'Trillium Green Tea (100 g)';

describe.skipIf(!browserAvailable)('admin console', () => {
  const browser = useBrowser();

  it('shows the dashboard charts, verifies a pending vendor, and audits a role change', async () => {
    const page = await browser.newPage();
    await signIn(page, ADMIN_EMAIL, DEMO_PASSWORD, '/admin/dashboard');
    const main = page.getByRole('main');

    // --- Dashboard: the cards and the Sales Overview chart, drawn by nivo from the demo orders.
    await expectVisible(main.getByRole('heading', { level: 1, name: 'Admin dashboard' }));
    const totals = main.getByRole('group', { name: 'Marketplace totals' });
    await expectVisible(totals);
    expect(await totals.getByRole('group', { name: 'Total Vendors' }).innerText()).toContain('11');
    expect(await totals.getByRole('group', { name: 'Total Revenue' }).innerText()).toMatch(/\$\d[\d,]*\.\d{2}/);
    const chart = main.getByRole('img', { name: /Line chart: revenue by month, last 12 months/ });
    await expectVisible(chart);
    // A drawn line: nivo renders the series as an SVG path with a real shape, and a point per month.
    await expect.poll(() => chart.locator('path[d*="C"], path[d*="L"]').count()).toBeGreaterThan(0);
    expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(12);
    const breakdown = main.getByRole('region', { name: 'Order Status Breakdown' });
    await expectVisible(breakdown.getByText('Delivered', { exact: true }));

    // --- The pending shop's products are not public yet.
    await page.goto(`/products?q=${encodeURIComponent(PENDING_PRODUCT)}`);
    await expectVisible(main.getByText('No products found.'));

    // --- Vendors: verify the pending demo shop.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vendors', exact: true }).first().click();
    await expectPath(page, '/admin/vendors');
    const shopRow = main.getByRole('row').filter({ hasText: PENDING_SHOP });
    await expectVisible(shopRow.getByText('Pending', { exact: true }));
    await shopRow.getByRole('button', { name: `Edit ${PENDING_SHOP}` }).click();
    const vendorDialog = page.getByRole('dialog', { name: 'Edit Vendor' });
    await expectVisible(vendorDialog);
    const verified = vendorDialog.getByRole('switch', { name: 'Verified' });
    expect(await verified.isChecked()).toBe(false);
    // The switch's own input is visually hidden; a user clicks its label. Playwright waits for the label
    // to stand still (the dialog's opening animation), where a forced check of the input did not.
    await vendorDialog.locator('label').filter({ hasText: 'Verified' }).click();
    expect(await verified.isChecked()).toBe(true);
    await vendorDialog.getByRole('button', { name: 'Save Vendor' }).click();
    await vendorDialog.waitFor({ state: 'hidden' });
    await expectVisible(shopRow.getByText('Verified', { exact: true }));

    // --- Its products now appear in /products.
    await page.goto(`/products?q=${encodeURIComponent(PENDING_PRODUCT)}`);
    await expectVisible(main.locator('a[href^="/product/"]', { hasText: PENDING_PRODUCT }).first());

    // --- Users: add an account, then change its role.
    const unique = Date.now().toString(36);
    const username = `e2e_${unique}`;
    const email = `e2e.${unique}@example.com`;
    await page.goto('/admin/users');
    await main.getByRole('button', { name: 'Add User' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add User' });
    await addDialog.getByLabel(/^Username/).fill(username);
    await addDialog.getByLabel(/^Email/).fill(email);
    await addDialog.getByLabel('Role').selectOption('Customer');
    await addDialog.getByRole('button', { name: 'Save User' }).click();
    await addDialog.waitFor({ state: 'hidden' });
    await main.getByRole('searchbox', { name: 'Search by username or email' }).fill(username);
    const userRow = main.getByRole('row').filter({ hasText: username });
    await expectVisible(userRow.getByText('Customer', { exact: true }));
    await userRow.getByRole('button', { name: `Edit ${username}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit User' });
    await editDialog.getByLabel('Role').selectOption('Vendor');
    await editDialog.getByRole('button', { name: 'Save User' }).click();
    await editDialog.waitFor({ state: 'hidden' });
    await expectVisible(userRow.getByText('Vendor', { exact: true }));

    // --- Audit log, from the navbar: the role change with its before and after, and the verification.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit', exact: true }).first().click();
    await expectPath(page, '/admin/audit');
    await main.getByLabel('Action').selectOption('Role changed');
    const roleEntry = main.getByRole('row').filter({ hasText: `Changed role of ${username} (${email}) from Customer to Vendor` });
    await expectVisible(roleEntry);
    await expectVisible(roleEntry.getByText(ADMIN_EMAIL));
    await expectVisible(roleEntry.getByText('role: Customer → Vendor'));
    await main.getByLabel('Action').selectOption('Vendor verification');
    await expectVisible(main.getByRole('row').filter({ hasText: `Verified shop ${PENDING_SHOP}` }));
  });
});
