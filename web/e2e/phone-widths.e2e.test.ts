// Issue 24: at a phone's 360 px no page scrolls sideways. Tables scroll inside their own box (with
// the first column fixed) or stack; everything else wraps.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, DEMO_PASSWORD, signIn, useBrowser } from './support/browser';
import { ADMIN_ROUTES, catalogPagePaths, CUSTOMER_ROUTES, GUEST_ROUTES, openLoaded, VENDOR_ROUTES } from './support/routes';

const PHONE = { width: 360, height: 740 };

/** The paths whose document is wider than the phone, with the widest elements that stick out. */
async function overflowingRoutes(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await openLoaded(page, path);
    const { width, culprits } = await page.evaluate((limit) => {
      const outside = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`);
      return { width: document.documentElement.scrollWidth, culprits: outside.slice(0, 4) };
    }, PHONE.width);
    if (width > PHONE.width) found.push(`${path}: ${width} px wide; ${culprits.join(', ')}`);
  }
  return found;
}

async function phonePage(newPage: () => Promise<Page>): Promise<Page> {
  const page = await newPage();
  await page.setViewportSize(PHONE);
  return page;
}

describe.skipIf(!browserAvailable)(`phone widths (${PHONE.width} × ${PHONE.height})`, () => {
  const { newPage } = useBrowser();

  it('scrolls no guest page sideways, including a product and a shop page', async () => {
    const page = await phonePage(newPage);
    expect(await overflowingRoutes(page, [...GUEST_ROUTES, ...(await catalogPagePaths(page))])).toEqual([]);
  });

  it('scrolls no customer page sideways', async () => {
    const page = await phonePage(newPage);
    await signIn(page, 'ben@mainstreet.test', DEMO_PASSWORD, '/customer/dashboard');
    expect(await overflowingRoutes(page, CUSTOMER_ROUTES)).toEqual([]);
  });

  it('scrolls no vendor page sideways', async () => {
    const page = await phonePage(newPage);
    await signIn(page, 'vendor2@mainstreet.test', DEMO_PASSWORD, '/vendor/dashboard');
    expect(await overflowingRoutes(page, VENDOR_ROUTES)).toEqual([]);
  });

  it('scrolls no admin page sideways', async () => {
    const page = await phonePage(newPage);
    await signIn(page, 'admin@mainstreet.test', DEMO_PASSWORD, '/admin/dashboard');
    expect(await overflowingRoutes(page, ADMIN_ROUTES)).toEqual([]);
  });
});
