import { useNavigate } from 'react-router-dom';
import { useT } from '@bookshop/i18n';
import { useRootStore, rootStore } from '@bookshop/store';
import { LoadingBlock, useAsync } from '@bookshop/ui';
import { fetchCategories } from '../../lib/catalog-api';
import { categoryMenuMessages } from './category-menu-messages';
import { buildCategoryTree, type CategoryNode } from './category-tree';

function CategoryItem({ node, onChoose }: { node: CategoryNode; onChoose: (id: number) => void }) {
  const t = useT(categoryMenuMessages);
  const expanded = useRootStore((s) => Boolean(s.expandedCategories[node.id]));
  const selected = useRootStore((s) => s.selectedCategoryId === node.id);
  const hasChildren = node.children.length > 0;
  return (
    <li className={`category-menu__item category-menu__item--level-${node.niveau}`}>
      <div className="category-menu__row">
        <button type="button" className={selected ? 'category-menu__name category-menu__name--selected' : 'category-menu__name'} onClick={() => onChoose(node.id)} aria-current={selected || undefined}>
          {node._nom}
        </button>
        {hasChildren && (
          <button
            type="button"
            className="category-menu__toggle"
            aria-expanded={expanded}
            aria-label={expanded ? t('collapse', { name: node._nom }) : t('expand', { name: node._nom })}
            onClick={() => rootStore.getState().toggleCategoryExpanded(node.id)}
          >
            {expanded ? '−' : '+'}
          </button>
        )}
      </div>
      {hasChildren && expanded && (
        <ul className="category-menu__children">
          {node.children.map((child) => (
            <CategoryItem key={child.id} node={child} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The three-level category tree (mobile drawer and side menu). The selected category and each node's expanded state
 * are kept in the persisted store; choosing a category lists its books.
 */
export function CategoryMenu({ variant }: { variant: 'drawer' | 'side' }) {
  const t = useT(categoryMenuMessages);
  const navigate = useNavigate();
  const language = useRootStore((s) => s.language);
  const categories = useAsync(fetchCategories, [language]);
  const choose = (id: number) => {
    rootStore.getState().selectCategory(id);
    navigate(`/books?category=${id}`);
  };
  if (categories.status === 'loading') return <LoadingBlock />;
  // Category failures are ignored silently (spec section 8): the menu just stays empty.
  if (categories.status === 'error') return null;
  return (
    <nav className={`category-menu category-menu--${variant}`} aria-label={t('categoriesMenu')}>
      <ul>
        {buildCategoryTree(categories.data).map((node) => (
          <CategoryItem key={node.id} node={node} onChoose={choose} />
        ))}
      </ul>
    </nav>
  );
}
