import type { Page } from '@playwright/test';

/** The page configuration block the demo layout renders (`src/core/config.ts`). */
const CONFIG_BLOCK = /(<script type="application\/json" id="shop-widgets-config">)([\s\S]*?)(<\/script>)/;

function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface PageVariant {
  /** Fields merged into the page configuration (e.g. a short `requestTimeoutMs` for tests). */
  config?: Record<string, unknown>;
  /** Directives appended to the page's Content-Security-Policy header. */
  extraCsp?: string;
  /** Directives of the page's policy replaced, by name (e.g. a wider `img-src`). */
  replaceCsp?: Record<string, string>;
}

/**
 * Serves the demo's own pages with a changed configuration block or a stricter CSP: the server's
 * answer is fetched and altered on its way to the browser (the demo talks plain HTTP, no service
 * worker, so `page.route` sees every document request).
 */
export async function usePageVariant(page: Page, variant: PageVariant): Promise<void> {
  await page.route(
    (url) =>
      !url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/assets/') &&
      !url.pathname.startsWith('/demo/') &&
      !url.pathname.startsWith('/images/') &&
      !url.pathname.startsWith('/__'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      let body = await response.text();
      if (variant.config) {
        body = body.replace(CONFIG_BLOCK, (_, open: string, json: string, close: string) => {
          const config = { ...(JSON.parse(json) as Record<string, unknown>), ...variant.config };
          return `${open}${scriptJson(config)}${close}`;
        });
      }
      const headers = { ...response.headers() };
      let policy = headers['content-security-policy'] ?? '';
      for (const [name, value] of Object.entries(variant.replaceCsp ?? {})) {
        policy = policy
          .split(';')
          .map((directive) => (directive.trim().startsWith(`${name} `) ? ` ${name} ${value}` : directive))
          .join(';');
      }
      if (variant.extraCsp) policy = `${policy}; ${variant.extraCsp}`;
      headers['content-security-policy'] = policy;
      await route.fulfill({ response, body, headers });
    },
  );
}
