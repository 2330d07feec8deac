import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { truncate } from '@bookshop/store';
import { homeMessages } from '../home/home-messages';
import { buildCategoryTree, type CategoryEntry, type CategoryNode } from '../categories/category-tree';

/** Limits of spec sections 2 and 9. */
export const PANEL_NAME_MAX = 20;
export const FLYOUT_GROUPS = 9;
export const FLYOUT_CHILDREN = 12;

const link = (node: CategoryNode) => `/books?category=${node.id}`;

/** The flyout's groups: up to 9 level-1 groups, each with up to 12 level-2 and, under each, up to 12 level-3 children. */
export function flyoutGroups(tree: CategoryNode[]): CategoryNode[] {
  return tree.slice(0, FLYOUT_GROUPS).map((group) => ({
    ...group,
    children: group.children.slice(0, FLYOUT_CHILDREN).map((child) => ({ ...child, children: child.children.slice(0, FLYOUT_CHILDREN) })),
  }));
}

/** The hero's category panel: level-1 names (cut at 20 characters); hovering or focusing it opens the flyout. */
export function CategoryPanel({ categories }: { categories: CategoryEntry[] }) {
  const t = useT(homeMessages);
  const [open, setOpen] = useState(false);
  // Category failures are ignored silently (spec section 8): the panel keeps its place, empty.
  const tree = buildCategoryTree(categories);

  return (
    <nav
      className="hero-panel"
      aria-label={t('heroCategories')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <h2 className="hero-panel__title">{t('heroCategories')}</h2>
      <ul className="hero-panel__list">
        {tree.map((node) => (
          <li key={node.id}>
            <Link to={link(node)} title={node._nom}>
              {truncate(node._nom, PANEL_NAME_MAX)}
            </Link>
          </li>
        ))}
      </ul>
      {open && tree.length > 0 && (
        <div className="hero-flyout" data-testid="hero-flyout">
          {flyoutGroups(tree).map((group) => (
            <section key={group.id} className="hero-flyout__group">
              <h3>
                <Link to={link(group)}>{group._nom}</Link>
              </h3>
              <ul>
                {group.children.map((child) => (
                  <li key={child.id}>
                    <Link to={link(child)} className="hero-flyout__level2">
                      {child._nom}
                    </Link>
                    {child.children.length > 0 && (
                      <ul>
                        {child.children.map((leaf) => (
                          <li key={leaf.id}>
                            <Link to={link(leaf)}>{leaf._nom}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </nav>
  );
}
