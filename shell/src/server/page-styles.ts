/**
 * The part of a stylesheet a rendered page uses. A page inlines its stylesheets so that it is drawn with no request
 * more, and the whole page should fit the first round trip of a new connection (about 14 KB: more costs a round trip,
 * 150 ms on a phone). Most of a stylesheet styles other pages, or what only the browser shows (menus, dialogs, forms),
 * so the page carries only the rules whose classes and ids its markup has. The whole stylesheets are applied before
 * the page's code runs: each app's chunk loader fetches its sheet (the start-up has preloaded it) when no inline copy
 * names it (no `data-href`), and a rule the page kept is also in the whole sheet, so nothing on screen changes.
 */
import postcss, { type ChildNode } from 'postcss';

/** A top-level piece of a stylesheet: kept always, kept when its selector can match the page, or a group of pieces. */
type Piece = { kind: 'always'; text: string } | { kind: 'rule'; needs: string[][]; text: string } | { kind: 'group'; open: string; pieces: Piece[] };

/** Group rules whose insides are kept or dropped rule by rule; any other at-rule (keyframes, font faces) stays whole. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer']);

/**
 * The classes and ids (as `.name`, `#name`) an element must have for a selector to match anything. Inside `:not()`,
 * `:is()`, `:where()`, `:has()` and `:nth-*()` nothing is required (a `:not(.x)` needs no `.x`), nor in attribute
 * selectors. A selector with escapes needs nothing: kept, rather than read wrong.
 */
export function selectorNeeds(selector: string): string[] {
  if (selector.includes('\\')) return [];
  let bare = selector.replace(/\[[^\]]*\]/g, '');
  for (let previous = ''; previous !== bare; ) {
    previous = bare;
    bare = bare.replace(/:(?:not|is|where|has|nth-[a-z-]+)\([^()]*\)/g, '');
  }
  return [...bare.matchAll(/([.#])(-?[_a-zA-Z][\w-]*)/g)].map(([, sign, name]) => `${sign}${name}`);
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    if (node.type === 'comment') return [];
    if (node.type === 'rule') return [{ kind: 'rule', needs: node.selectors.map(selectorNeeds), text: node.toString().trim() }];
    if (node.type === 'atrule' && GROUPS.has(node.name) && node.nodes) return [{ kind: 'group', open: `@${node.name} ${node.params}{`, pieces: piecesOf(node.nodes) }];
    return [{ kind: 'always', text: node.toString().trim() }];
  });
}

function keptOf(pieces: Piece[], present: ReadonlySet<string>): string {
  let kept = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') kept += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((needs) => needs.every((token) => present.has(token)))) kept += piece.text;
    } else {
      const inner = keptOf(piece.pieces, present);
      if (inner) kept += `${piece.open}${inner}}`;
    }
  }
  return kept;
}

/** Parsed stylesheets by address (their names carry their content's hash); a few builds' worth at most. */
const parsed = new Map<string, Piece[]>();
const PARSED_SHEETS_KEPT = 200;

function piecesOfSheet(href: string, text: string): Piece[] {
  let pieces = parsed.get(href);
  if (!pieces) {
    if (parsed.size >= PARSED_SHEETS_KEPT) parsed.clear();
    pieces = piecesOf(postcss.parse(text).nodes);
    parsed.set(href, pieces);
  }
  return pieces;
}

/** The classes and ids of a page's markup, as `.name` and `#name` (React writes them as `class="…"` and `id="…"`). */
export function markupNames(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) names.add(`.${name}`);
  for (const [, value = ''] of markup.matchAll(/\sid="([^"]*)"/g)) names.add(`#${value}`);
  return names;
}

/** The rules of the stylesheet at `href` that the page whose names these are can use, in their order. */
export function usedStyles(href: string, text: string, names: ReadonlySet<string>): string {
  return keptOf(piecesOfSheet(href, text), names);
}
