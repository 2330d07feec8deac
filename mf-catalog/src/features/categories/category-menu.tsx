import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore, rootStore } from '@bookshop/store';
import { LoadingBlock, useAsync } from '@bookshop/ui';
import { fetchCategories } from '../../lib/api';
import { categoryMenuMessages } from './category-menu-messages';
import { ancestorIds, buildCategoryTree, visibleNodes, type CategoryEntry, type CategoryNode } from './category-tree';

interface TreeItemProps {
  node: CategoryNode;
  level: number;
  position: number;
  siblings: number;
  focusedId: number | null;
  register: (id: number, element: HTMLElement | null) => void;
  onChoose: (id: number) => void;
  onFocusItem: (id: number) => void;
}

/**
 * One category of the tree (WAI-ARIA tree pattern): the treeitem is the category's row, named by its text alone, with
 * the group of its open children beside it (a treeitem holding its group would take their names into its own), so
 * its level and place among its siblings are given as attributes. Only the focused item is in the tab order; the
 * arrow keys move between items (CategoryTree). The +/− sign is a mouse affordance: the keyboard uses the arrows.
 */
function TreeItem({ node, level, position, siblings, focusedId, register, onChoose, onFocusItem }: TreeItemProps) {
  const t = useT(categoryMenuMessages);
  const expanded = useRootStore((s) => Boolean(s.expandedCategories[node.id]));
  const selected = useRootStore((s) => s.selectedCategoryId === node.id);
  const hasChildren = node.branch;
  return (
    <li role="none" className={`category-menu__item category-menu__item--level-${node.niveau}`}>
      <span
        ref={(element) => register(node.id, element)}
        role="treeitem"
        aria-level={level}
        aria-posinset={position}
        aria-setsize={siblings}
        aria-expanded={hasChildren ? expanded : undefined}
        aria-selected={selected}
        tabIndex={focusedId === node.id ? 0 : -1}
        className="category-menu__row"
        onFocus={() => onFocusItem(node.id)}
        onClick={() => onChoose(node.id)}
      >
        <span className={selected ? 'category-menu__name category-menu__name--selected' : 'category-menu__name'}>{node._nom}</span>
        {hasChildren && (
          <span
            className="category-menu__toggle"
            title={expanded ? t('collapse', { name: node._nom }) : t('expand', { name: node._nom })}
            aria-hidden="true"
            onClick={(event) => {
              event.stopPropagation();
              rootStore.getState().setCategoriesExpanded([node.id], !expanded);
            }}
          >
            {expanded ? '−' : '+'}
          </span>
        )}
      </span>
      {expanded && node.children.length > 0 && (
        <ul role="group" className="category-menu__children">
          {node.children.map((child, index) => (
            <TreeItem
              key={child.id}
              node={child}
              level={level + 1}
              position={index + 1}
              siblings={node.children.length}
              focusedId={focusedId}
              register={register}
              onChoose={onChoose}
              onFocusItem={onFocusItem}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The three-level category tree (the /books side menu, and the mobile drawer through `CategoryMenu`), operated as a
 * WAI-ARIA tree: Up/Down move, Right opens or goes to the first child, Left closes or goes to the parent, Home/End,
 * a letter goes to the next category starting with it, Enter or Space lists the category's books. The open branches
 * and the chosen category are kept in the persisted store; on /books the chosen category follows the address.
 */
export function CategoryTree({ categories, variant }: { categories: readonly CategoryEntry[]; variant: 'drawer' | 'side' }) {
  const t = useT(categoryMenuMessages);
  const navigate = useNavigate();
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const expanded = useRootStore((s) => s.expandedCategories);
  const selectedId = useRootStore((s) => s.selectedCategoryId);
  const shown = visibleNodes(tree, expanded);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const moved = useRef(false);

  useAddressCategory(categories);

  // The item in the tab order: the one last focused, else the chosen category when it shows, else the first.
  const tabStop = [focusedId, selectedId].find((id) => id !== null && shown.some((entry) => entry.node.id === id)) ?? shown[0]?.node.id ?? null;

  useEffect(() => {
    if (moved.current && focusedId !== null) items.current.get(focusedId)?.focus();
    moved.current = false;
  }, [focusedId]);

  const focus = (id: number) => {
    moved.current = true;
    setFocusedId(id);
  };

  const choose = (id: number) => {
    rootStore.getState().selectCategory(id);
    setFocusedId(id);
    navigate(`/books?category=${id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = shown.findIndex((entry) => entry.node.id === tabStop);
    const current = shown[index];
    if (!current) return;
    const { node } = current;
    const open = Boolean(expanded[node.id]);
    const setOpen = (ids: number[], value: boolean) => rootStore.getState().setCategoriesExpanded(ids, value);
    const focusAt = (at: number) => {
      const target = shown[at];
      if (target) focus(target.node.id);
    };
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'ArrowRight':
        if (node.branch && !open) setOpen([node.id], true);
        else if (open && node.children[0]) focus(node.children[0].id);
        break;
      case 'ArrowLeft':
        if (open) setOpen([node.id], false);
        else if (current.parentId !== null) focus(current.parentId);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(shown.length - 1);
        break;
      case 'Enter':
      case ' ':
        choose(node.id);
        break;
      case '*':
        setOpen(
          shown.filter((entry) => entry.parentId === current.parentId && entry.node.branch).map((entry) => entry.node.id),
          true,
        );
        break;
      default:
        handled = typeAhead(event.key, shown, index, focus);
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return (
    <nav className={`category-menu category-menu--${variant}`} aria-label={t('categoriesMenu')}>
      {variant === 'side' && <h2 className="category-menu__title">{t('categoriesMenu')}</h2>}
      <ul role="tree" aria-label={t('categoriesMenu')} onKeyDown={onKeyDown}>
        {tree.map((node, index) => (
          <TreeItem
            key={node.id}
            node={node}
            level={1}
            position={index + 1}
            siblings={tree.length}
            focusedId={tabStop}
            register={(id, element) => {
              if (element) items.current.set(id, element);
              else items.current.delete(id);
            }}
            onChoose={choose}
            onFocusItem={setFocusedId}
          />
        ))}
      </ul>
    </nav>
  );
}

/** A printable key moves to the next shown category whose name starts with it (tree pattern's type-ahead). */
function typeAhead(key: string, shown: ReturnType<typeof visibleNodes>, index: number, focus: (id: number) => void): boolean {
  if (key.length !== 1 || !/\S/.test(key)) return false;
  const letter = key.toLocaleLowerCase('fr');
  const order = [...shown.slice(index + 1), ...shown.slice(0, index + 1)];
  const match = order.find((entry) => entry.node._nom.trim().toLocaleLowerCase('fr').startsWith(letter));
  if (match) focus(match.node.id);
  return true;
}

/**
 * On /books, the chosen category is the one the address lists (a link, the back button, the filters), and its
 * branch opens so that it shows. Elsewhere the store keeps the last one chosen.
 */
function useAddressCategory(categories: readonly CategoryEntry[]) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listed = params.getAll('category');
  const addressId = pathname === '/books' && listed.length === 1 ? Number(listed[0]) : null;
  useEffect(() => {
    if (pathname !== '/books') return;
    const store = rootStore.getState();
    const known = addressId !== null && categories.some((category) => category.id === addressId) ? addressId : null;
    if (store.selectedCategoryId !== known) store.selectCategory(known);
    if (known !== null) {
      const closed = ancestorIds(categories, known).filter((id) => !store.expandedCategories[id]);
      if (closed.length > 0) store.setCategoriesExpanded(closed, true);
    }
  }, [pathname, addressId, categories]);
}

/** The category tree of the mobile drawer (`catalog/category-menu`): it reads the categories itself. */
export function CategoryMenu({ variant }: { variant: 'drawer' | 'side' }) {
  const language = useRootStore((s) => s.language);
  const categories = useAsync(fetchCategories, [language]);
  if (categories.status === 'loading') return <LoadingBlock />;
  // Category failures are ignored silently (spec section 8): the menu just stays empty.
  if (categories.status === 'error') return null;
  return <CategoryTree categories={categories.data} variant={variant} />;
}

/**
 * The whole category list once the browser has read it, `first` until then: a page's loader sends only the entries
 * the page draws first (`toCategoryEntries` with `open`), and the branches a shopper opens need the rest. A failed
 * read keeps `first` (spec section 8).
 */
export function useWholeCategoryList(first: readonly CategoryEntry[]): readonly CategoryEntry[] {
  const language = useRootStore((s) => s.language);
  const whole = useAsync(fetchCategories, [language]);
  return whole.status === 'success' ? whole.data : first;
}
