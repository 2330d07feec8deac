/**
 * The nonce of the page's Content-Security-Policy (scripts/security.mjs): the server puts it on every <script> of the
 * page, and code that injects a <style> element (react-toastify's stylesheet, PayPal's SDK) gives it the same nonce,
 * or the policy refuses it. Read from the `nonce` property: browsers hide the attribute's value once the page is
 * parsed, so that CSS selectors cannot read it. Undefined where the page has none (tests, a page served without it).
 */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
