// One browser and one page for all the tests of a file: opened before them, handed to the file,
// and after them closed, once the page is found to have logged no console error.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open } from './browser.mjs';

/** Opens the shared browser and page before the file's tests and gives them to `use`. */
export function sharedPage(use) {
  let browser;
  let page;
  before(async () => {
    browser = await launch();
    page = await open(browser.context);
    use(browser, page);
  });
  after(async () => {
    assert.deepEqual(page?.errors ?? [], [], 'no console errors');
    await browser?.close();
  });
}
