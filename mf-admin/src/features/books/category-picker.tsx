import { useId } from 'react';
import type { Category } from '@bookshop/contracts';
import { useT } from '@bookshop/i18n';
import { booksMessages } from './messages';

interface CategoryPickerProps {
  categories: Category[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
}

/** The shop's category tree (3 levels) as nested checkboxes; several may be ticked. */
export function CategoryPicker({ categories, value, onChange, error }: CategoryPickerProps) {
  const t = useT(booksMessages);
  const id = useId();
  const known = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<number | null, Category[]>();
  for (const category of categories) {
    // A category whose parent the list dropped (an unnamed one) shows at the top rather than not at all.
    const parent = category.b_usr_articletheme_id !== null && known.has(category.b_usr_articletheme_id) ? category.b_usr_articletheme_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const toggle = (categoryId: number, checked: boolean) =>
    onChange(checked ? [...value, categoryId] : value.filter((chosen) => chosen !== categoryId));

  const branch = (parent: number | null) => {
    const nodes = childrenOf.get(parent);
    if (!nodes) return null;
    return (
      <ul>
        {nodes.map((category) => (
          <li key={category.id}>
            <label>
              <input type="checkbox" checked={value.includes(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} />
              {category._nom}
            </label>
            {branch(category.id)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <fieldset className="books-categories" aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <legend>{t('categories')}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('categoriesHint')}
      </p>
      <div className="books-categories__tree">{branch(null)}</div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
