import { expect, test } from './fixtures';
import { usePageVariant } from './page-variants';

/** What a page variant changes (demo/page-variant.ts), and that the fake shop's reset ends it. */

const configOf = (html: string): Record<string, unknown> =>
  JSON.parse(/id="shop-widgets-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

test('a page variant changes every page until the reset', async ({ page, shop }) => {
  await usePageVariant(page, {
    config: { requestTimeoutMs: 1_234 },
    extraCsp: "require-trusted-types-for 'script'",
    replaceCsp: { 'img-src': "'self' data: https:" },
  });
  for (const path of ['/', '/cart']) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain("img-src 'self' data: https:");
    expect(policy).not.toMatch(/img-src 'self' data:;/);
    expect(configOf(await page.content())).toMatchObject({ requestTimeoutMs: 1_234, siteRoot: '/' });
    // The widgets read the block: the page works under the variant.
    await expect(page.locator('cart-link').getByRole('link')).toBeVisible();
  }

  await shop.reset();
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('require-trusted-types-for');
  expect(configOf(await page.content())).not.toHaveProperty('requestTimeoutMs');
});

test('a malformed variant is refused with the reason', async ({ page, shop }) => {
  void shop;
  const response = await page.request.post('/__demo/page-variant', { data: { config: 'fast', csp: 1 } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain('config');
});
