import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { type RunningProduct, type RunningProductOptions, startRunningProduct } from './running-product';

export interface BrowserSession {
  /** Every service of the product, started for this test file. */
  readonly product: RunningProduct;
  /** A page in a fresh browser context (own cookies), closed after the test. */
  openPage(): Promise<Page>;
}

/** Registers the hooks of an end-to-end test file: one running product and one browser for all its tests. */
export function useBrowserSession(options: RunningProductOptions = {}): BrowserSession {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];

  beforeAll(async () => {
    [product, browser] = await Promise.all([startRunningProduct(options), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  const started = () => {
    if (!product || !browser) throw new Error('the browser session has not started');
    return { product, browser };
  };
  return {
    get product() {
      return started().product;
    },
    async openPage() {
      const { product: running, browser: chromium } = started();
      const page = await openPage(chromium, running.baseUrl);
      pages.push(page);
      return page;
    },
  };
}
