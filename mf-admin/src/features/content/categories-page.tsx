import { useCallback, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ADMIN_CONTENT_LENGTHS, MAX_CATEGORY_LEVEL, type AdminCategoryNode } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, useRetry, type Settled } from '@bookshop/ui';
import { Field, SelectField } from '@bookshop/ui/forms';
import { createCategory, deleteCategory, fetchCategoryTree, moveCategory, renameCategory } from './api';
import { ConfirmDelete, filled, FormDialog, useBookCount, useDocumentTitle, useSave } from './form-kit';
import { contentMessages } from './messages';
import './content.css';

type Dialog =
  | { kind: 'add'; parent: AdminCategoryNode | null }
  | { kind: 'rename'; node: AdminCategoryNode }
  | { kind: 'move'; node: AdminCategoryNode }
  | { kind: 'delete'; node: AdminCategoryNode };

/** The tree's reading helpers over the flat list the API answers. */
function treeOf(nodes: AdminCategoryNode[]) {
  const children = (parentId: number | null) =>
    nodes.filter((node) => node.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const subtree = (node: AdminCategoryNode): AdminCategoryNode[] => [node, ...children(node.id).flatMap(subtree)];
  /** Every node in reading order: each followed by its children. */
  const ordered = children(null).flatMap(subtree);
  const path = (node: AdminCategoryNode): AdminCategoryNode[] => {
    const parent = node.parent_id === null ? undefined : byId.get(node.parent_id);
    return parent ? [...path(parent), node] : [node];
  };
  return { children, subtree, path, ordered };
}

type Tree = ReturnType<typeof treeOf>;

/** The route's client loader: the whole category tree. */
export function categoriesLoader({ request }: LoaderFunctionArgs): Promise<Settled<AdminCategoryNode[]>> {
  return settle(fetchCategoryTree(), request);
}

/** /admin-panel/categories: the three-level category tree, with rename, add, move, reorder and delete on each node. */
export function CategoriesPage() {
  const t = useT(contentMessages);
  useDocumentTitle(t('categoriesTitle'));
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as Settled<AdminCategoryNode[]> | null | undefined;
  const retry = useRetry();
  // Every change answers the whole tree: it replaces the loaded one until the next load.
  const [changed, setChanged] = useState<{ after: Settled<AdminCategoryNode[]> | null | undefined; nodes: AdminCategoryNode[] } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const nodes = changed && changed.after === loaded ? changed.nodes : loaded?.data;

  const apply = (next: AdminCategoryNode[], message: string) => {
    setChanged({ after: loaded, nodes: next });
    setDialog(null);
    notify.success(message);
  };

  /** One place up or down among the siblings. */
  const shift = async (node: AdminCategoryNode, siblings: AdminCategoryNode[], by: -1 | 1) => {
    try {
      const next = await moveCategory(node.id, { parent_id: node.parent_id, position: siblings.indexOf(node) + by });
      apply(next, t('moved', { name: node.name_fr || t('unnamed') }));
    } catch {
      notify.error(t('saveFailed'));
    }
  };

  const tree = nodes ? treeOf(nodes) : null;
  let body;
  if (tree) {
    body =
      tree.ordered.length === 0 ? (
        <p className="admin-empty">{t('noCategories')}</p>
      ) : (
        <CategoryList tree={tree} parentId={null} onAction={setDialog} onShift={(node, siblings, by) => void shift(node, siblings, by)} />
      );
  } else if (loaded?.status === 'error') {
    body = (
      <div role="alert" className="admin-list-error">
        <p>{t('loadError')}</p>
        <Button onClick={retry}>{t('retry')}</Button>
      </div>
    );
  } else body = <LoadingBlock />;

  return (
    <section className="admin-page content-page">
      <h1>{t('categoriesTitle')}</h1>
      <p className="admin-page__intro">{t('categoriesIntro')}</p>
      <div className="admin-toolbar">
        <Button onClick={() => setDialog({ kind: 'add', parent: null })}>
          {t('addRootCategory')}
        </Button>
      </div>
      {body}
      {dialog?.kind === 'add' && <CategoryForm parent={dialog.parent} onClose={close} onSaved={apply} />}
      {dialog?.kind === 'rename' && <CategoryForm node={dialog.node} parent={null} onClose={close} onSaved={apply} />}
      {dialog?.kind === 'move' && tree && <MoveForm node={dialog.node} tree={tree} onClose={close} onSaved={apply} />}
      {dialog?.kind === 'delete' && <DeleteCategory node={dialog.node} onClose={close} onDeleted={apply} />}
    </section>
  );
}

/** The nodes under one parent, each with its actions and its own children. */
function CategoryList({
  tree,
  parentId,
  onAction,
  onShift,
}: {
  tree: Tree;
  parentId: number | null;
  onAction: (dialog: Dialog) => void;
  onShift: (node: AdminCategoryNode, siblings: AdminCategoryNode[], by: -1 | 1) => void;
}) {
  const t = useT(contentMessages);
  const books = useBookCount();
  const siblings = tree.children(parentId);
  return (
    <ul className={parentId === null ? 'content-tree' : 'content-tree__children'} aria-label={parentId === null ? t('treeLabel') : undefined}>
      {siblings.map((node, index) => {
        const name = node.name_fr || t('unnamed');
        return (
          <li key={node.id}>
            <div className="content-tree__row">
              <span className="content-tree__name">
                {name}
                {node.name_en && (
                  <span className="content-tree__en" lang="en">
                    {' '}
                    / {node.name_en}
                  </span>
                )}
              </span>
              <span className="content-tree__meta">
                {t('level', { level: node.level })} · {books(node.book_count)}
              </span>
              <span className="content-tree__actions">
                <Button variant="ghost" aria-label={t('renameNamed', { name })} onClick={() => onAction({ kind: 'rename', node })}>
                  {t('rename')}
                </Button>
                {node.level < MAX_CATEGORY_LEVEL && (
                  <Button variant="ghost" aria-label={t('addChildTo', { name })} onClick={() => onAction({ kind: 'add', parent: node })}>
                    {t('addChild')}
                  </Button>
                )}
                <Button variant="ghost" aria-label={t('moveNamed', { name })} onClick={() => onAction({ kind: 'move', node })}>
                  {t('move')}
                </Button>
                <Button variant="ghost" aria-label={t('moveUpNamed', { name })} disabled={index === 0} onClick={() => onShift(node, siblings, -1)}>
                  ↑<span className="visually-hidden">{t('moveUp')}</span>
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('moveDownNamed', { name })}
                  disabled={index === siblings.length - 1}
                  onClick={() => onShift(node, siblings, 1)}
                >
                  ↓<span className="visually-hidden">{t('moveDown')}</span>
                </Button>
                <Button variant="ghost" className="content-danger" aria-label={t('deleteNamed', { name })} onClick={() => onAction({ kind: 'delete', node })}>
                  {t('delete')}
                </Button>
              </span>
            </div>
            {node.child_count > 0 && <CategoryList tree={tree} parentId={node.id} onAction={onAction} onShift={onShift} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Adds a category under `parent` (at the root when null), or renames `node`. */
function CategoryForm({
  node,
  parent,
  onClose,
  onSaved,
}: {
  node?: AdminCategoryNode;
  parent: AdminCategoryNode | null;
  onClose: () => void;
  onSaved: (tree: AdminCategoryNode[], message: string) => void;
}) {
  const t = useT(contentMessages);
  const [nameFr, setNameFr] = useState(node?.name_fr ?? '');
  const [nameEn, setNameEn] = useState(node?.name_en ?? '');
  const { errors, general, busy, submit } = useSave(
    () => (filled(nameFr) ? {} : { name_fr: 'required' }),
    () =>
      node
        ? renameCategory(node.id, { name_fr: nameFr, name_en: nameEn })
        : createCategory({ name_fr: nameFr, name_en: nameEn, parent_id: parent?.id ?? null }),
    (tree) => onSaved(tree, t(node ? 'saved' : 'created', { name: nameFr.trim() })),
  );
  const title = node
    ? t('renameNamed', { name: node.name_fr || t('unnamed') })
    : parent
      ? t('newChildOf', { name: parent.name_fr || t('unnamed') })
      : t('newRootCategory');
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={(event) => void submit(event)} busy={busy} general={general}>
      <Field label={t('nameFr')} value={nameFr} onChange={(event) => setNameFr(event.target.value)} error={errors.name_fr && t(errors.name_fr)} required maxLength={ADMIN_CONTENT_LENGTHS.categoryName} />
      <Field
        label={t('nameEn')}
        value={nameEn}
        onChange={(event) => setNameEn(event.target.value)}
        error={errors.name_en && t(errors.name_en)}
        hint={t('englishHint')}
        maxLength={ADMIN_CONTENT_LENGTHS.categoryName}
      />
      {errors.parent_id && (
        <p className="admin-form__error" role="alert">
          {t(errors.parent_id)}
        </p>
      )}
    </FormDialog>
  );
}

/** Moves a node (and its subtree) under another parent; only places that keep three levels are offered. */
function MoveForm({
  node,
  tree,
  onClose,
  onSaved,
}: {
  node: AdminCategoryNode;
  tree: Tree;
  onClose: () => void;
  onSaved: (tree: AdminCategoryNode[], message: string) => void;
}) {
  const t = useT(contentMessages);
  const subtree = tree.subtree(node);
  const depthBelow = Math.max(...subtree.map((entry) => entry.level)) - node.level;
  const targets = tree.ordered
    .filter((candidate) => !subtree.includes(candidate) && candidate.level + 1 + depthBelow <= MAX_CATEGORY_LEVEL)
    .map((candidate) => ({ id: candidate.id, label: tree.path(candidate).map((entry) => entry.name_fr || t('unnamed')).join(' › ') }));
  const [parent, setParent] = useState(node.parent_id === null ? '' : String(node.parent_id));
  const name = node.name_fr || t('unnamed');
  const { errors, general, busy, submit } = useSave(
    () => ({}),
    () => moveCategory(node.id, { parent_id: parent === '' ? null : Number(parent) }),
    (next) => onSaved(next, t('moved', { name })),
  );
  return (
    <FormDialog title={t('moveNamed', { name })} onClose={onClose} onSubmit={(event) => void submit(event)} busy={busy} general={general} submitLabel={t('move')}>
      <SelectField label={t('newParent')} value={parent} onChange={(event) => setParent(event.target.value)} hint={t('moveHint')} error={errors.parent_id && t(errors.parent_id)}>
        <option value="">{t('rootOption')}</option>
        {targets.map((target) => (
          <option key={target.id} value={target.id}>
            {target.label}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

function DeleteCategory({ node, onClose, onDeleted }: { node: AdminCategoryNode; onClose: () => void; onDeleted: (tree: AdminCategoryNode[], message: string) => void }) {
  const t = useT(contentMessages);
  const name = node.name_fr || t('unnamed');
  const notEmpty = t('categoryNotEmpty', { children: node.child_count, books: node.book_count });
  return (
    <ConfirmDelete
      name={name}
      blocked={node.child_count > 0 || node.book_count > 0 ? notEmpty : null}
      onConfirm={async () => onDeleted(await deleteCategory(node.id), t('deleted', { name }))}
      onClose={onClose}
      refusal={(error) => {
        // The tree shown may be older than the server's: a book filed or a category deleted meanwhile.
        if (error instanceof ApiError && error.code === 'category_not_empty') return t('notEmptyNow');
        return error instanceof ApiError && error.code === 'not_found' ? t('gone') : null;
      }}
    />
  );
}
