import { createElement, Fragment, type ReactNode } from 'react';

/** The tags the server keeps in a description (api/src/lib/html.ts), without any attribute. */
const KEPT_TAGS = new Set(['p', 'em', 'strong', 'b', 'i', 'br', 'ul', 'ol', 'li']);
/** Elements whose content is code, not text: the server drops them with what they hold. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'template']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = [...node.childNodes].map(toReact);
  if (!KEPT_TAGS.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/**
 * A description as the storefront will show it: the server's rules (the few formatting tags, no attribute, code
 * dropped) applied to a parse made by an inert document, and rendered as React elements. No markup of the text is
 * ever given to the page as HTML, so nothing in it can run while the admin types.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{[...body.childNodes].map(toReact)}</>;
}
