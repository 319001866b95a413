import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stayOnPage } from '../../../.storybook/stay-on-page';
import { pageNavigation } from '../../../src/elements/community/shared/navigation';
import { navigateToItem, reloadPageAt } from '../../../src/elements/staff/help-next-neighbor/navigate';
import { pageLocation } from '../../../src/elements/storefront/cart-sidebar/page-location';
import { navigation } from '../../../src/elements/storefront/checkout-panel/navigation';
import { navigateTo as fastPayNavigateTo } from '../../../src/elements/storefront/fast-pay-buttons/navigate';
import { navigateTo as orderNavigateTo } from '../../../src/elements/storefront/reorder-page/navigate';
import { navigateTo as pickerNavigateTo } from '../../../src/elements/storefront/vehicle-picker/navigate';

const ROOT = join(__dirname, '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source that leaves or reloads the page itself. */
const NAVIGATES = /location\.(assign|replace|reload)\(|location\.href\s*=/;

describe('stories stay on their page (.storybook/stay-on-page.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces every module of the library that navigates', () => {
    const stayOnPageSource = readFileSync(join(ROOT, '.storybook/stay-on-page.ts'), 'utf8');
    const navigating = sourceFiles(join(ROOT, 'src'))
      .filter((path) => NAVIGATES.test(readFileSync(path, 'utf8')))
      .map((path) => relative(join(ROOT, 'src'), path).replace(/\.tsx?$/, ''));
    expect(navigating.length).toBeGreaterThan(0);
    const notReplaced = navigating.filter((module) => !stayOnPageSource.includes(`'../src/${module}'`));
    expect(notReplaced, 'modules that navigate but that stories do not replace').toEqual([]);
  });

  it('only logs where the page would go, for every widget', () => {
    stayOnPage();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const before = window.location.href;
    pickerNavigateTo('/vehicle/2020/ford/f-150');
    fastPayNavigateTo('/checkout/payment?paypalflow=true');
    orderNavigateTo('/cart');
    navigation.navigate('/checkout');
    navigation.reload();
    navigateToItem('/question/7001');
    reloadPageAt('http://127.0.0.1:4173/q#reply-5');
    pageLocation.assign('/Home?savedlistid=3');
    pageLocation.reload();
    pageNavigation.assign('/comments?commentId=9');
    pageNavigation.reload();
    expect(pageNavigation.openPendingTab()).toBeNull();
    expect(pageNavigation.showInTab(null, '/portal/7001')).toBe(true);
    const logged = info.mock.calls.map(([message]) => String(message));
    for (const url of [
      '/vehicle/2020/ford/f-150',
      '/checkout/payment?paypalflow=true',
      '/cart',
      '/checkout',
      '/question/7001',
      '#reply-5',
      '/Home?savedlistid=3',
      '/comments?commentId=9',
      '/portal/7001',
    ])
      expect(
        logged.some((message) => message.includes(url)),
        url,
      ).toBe(true);
    expect(logged.filter((message) => message.includes('would reload'))).toHaveLength(4);
    expect(window.location.href).toBe(before);
  });
});
