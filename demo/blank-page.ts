/**
 * `GET /__demo/blank`: a page of the demo's origin with nothing on it, no script and no widget. The e2e
 * suite's reset between tests clears the origin's storage from it (test/e2e/warm-context.ts); the header
 * tells the reset that it reached a demo server and not some other server of that origin.
 */
export const BLANK_PAGE_PATH = '/__demo/blank';
export const BLANK_PAGE_HEADER = 'x-demo-blank-page';
export const BLANK_PAGE = '<!doctype html><html lang="en"><title>Blank</title></html>';
