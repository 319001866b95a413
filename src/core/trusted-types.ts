/**
 * Trusted Types: on a page whose Content-Security-Policy says `require-trusted-types-for 'script'`,
 * the few places that write markup (sanitised server HTML, the JSON-LD of the structured-data
 * widgets) go through one policy named `shop-widgets`, which such a page lists in its
 * `trusted-types` directive (with DOMPurify's own `dompurify`). Without Trusted Types the strings pass
 * unchanged. The policy adds no trust of its own: callers hand it HTML that DOMPurify has already
 * cleaned, JSON whose `<`, `>` and `&` are escaped, HTML parsed into an inert document to read its text,
 * or a payment SDK's official script address (checked against its allow-list by the fast-pay buttons).
 */
export const TRUSTED_TYPES_POLICY = 'shop-widgets';

interface Policy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

let policy: Policy | null | undefined;

function shopPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } })
    .trustedTypes;
  try {
    policy = factory
      ? factory.createPolicy(TRUSTED_TYPES_POLICY, {
          createHTML: (input: string) => input,
          createScript: (input: string) => input,
          createScriptURL: (input: string) => input,
        })
      : null;
  } catch {
    // The page's CSP does not list the policy (or a second copy of the library made it first).
    policy = null;
  }
  return policy;
}

/** Sanitised HTML (or HTML for an inert document) as the page's Trusted Types want it. */
export function trustedHtml(html: string): string {
  return (shopPolicy()?.createHTML(html) ?? html) as string;
}

/** A script's text (escaped JSON-LD) as the page's Trusted Types want it. */
export function trustedScript(text: string): string {
  return (shopPolicy()?.createScript(text) ?? text) as string;
}

/** A script address that its caller has checked (a payment SDK's official one), as Trusted Types want it. */
export function trustedScriptUrl(url: string): string {
  return (shopPolicy()?.createScriptURL(url) ?? url) as string;
}
