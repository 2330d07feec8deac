import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import {
  SUBJECT_FILING_POLL_MS,
  SUBJECT_MAPPING_SCHEMES,
  subjectCodeProblem,
  type AdminCategoryNode,
  type AdminSubjectCategories,
  type SubjectMappingScheme,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, type Settled } from '@bookshop/ui';
import { Field, SelectField } from '@bookshop/ui/forms';
import { AdminTable, ColumnHeads } from '../../lib/admin-list';
import { fetchCategoryTree } from '../content/api';
import { useDocumentTitle } from '../content/form-kit';
import { addDefaultSubjectMappings, fetchSubjectCategories, mapSubject, unmapSubject } from './api';
import { catalogueSubjectsMessages } from './messages';
import './catalogue-subjects.css';

type Key = keyof typeof catalogueSubjectsMessages.fr & string;

/** What the page's loader answers: the mapping with the unmapped codes, and the category tree to map them to. */
export interface CatalogueSubjectsData {
  subjects: Settled<AdminSubjectCategories>;
  categories: Settled<AdminCategoryNode[]>;
}

/** The route's client loader; read again every two seconds while the books are being filed after a change. */
export async function catalogueSubjectsLoader({ request }: LoaderFunctionArgs): Promise<CatalogueSubjectsData> {
  const [subjects, categories] = await Promise.all([settle(fetchSubjectCategories(), request), settle(fetchCategoryTree(), request)]);
  return { subjects, categories };
}

/** Each category with its path from the top ("Littérature › Romans policiers"), in the tree's reading order. */
function categoryChoices(nodes: AdminCategoryNode[], language: string): Array<{ id: number; label: string }> {
  const name = (node: AdminCategoryNode) => (language === 'eng' ? node.name_en : node.name_fr);
  const children = (parentId: number | null) =>
    nodes.filter((node) => node.parent_id === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
  const walk = (node: AdminCategoryNode, above: string[]): Array<{ id: number; label: string }> => {
    const path = [...above, name(node)];
    return [{ id: node.id, label: path.join(' › ') }, ...children(node.id).flatMap((child) => walk(child, path))];
  };
  return children(null).flatMap((node) => walk(node, []));
}

/** What the form holds: a code to map and the category chosen for it. */
interface Draft {
  scheme: SubjectMappingScheme;
  code: string;
  categoryId: string;
}

const EMPTY_DRAFT: Draft = { scheme: 'clil', code: '', categoryId: '' };

/** /admin-panel/catalogue-subjects: the records' CLIL and Thema codes on the shop's categories. */
export function CatalogueSubjectsPage() {
  const t = useT(catalogueSubjectsMessages);
  const language = useLanguage();
  const loaded = useLoaderData() as CatalogueSubjectsData | null | undefined;
  const revalidator = useRevalidator();
  // Every change answers the whole mapping again: it stands until the next load.
  const [changed, setChanged] = useState<{ after: CatalogueSubjectsData | null | undefined; subjects: AdminSubjectCategories } | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const categorySelect = useRef<HTMLSelectElement>(null);
  const subjects = changed && changed.after === loaded ? changed.subjects : loaded?.subjects.status === 'success' ? loaded.subjects.data : null;
  const categories = loaded?.categories.status === 'success' ? loaded.categories.data : null;
  const filing = subjects?.filing ?? false;
  const number = (value: number) => new Intl.NumberFormat(localeOf(language)).format(value);

  useDocumentTitle(t('title'));

  // While the jobs runner files the books, the page reads again (the "filing" line goes once it is done).
  useEffect(() => {
    if (!filing) return;
    const timer = setTimeout(() => void revalidator.revalidate(), SUBJECT_FILING_POLL_MS);
    return () => clearTimeout(timer);
  }, [filing, loaded, changed]); // eslint-disable-line react-hooks/exhaustive-deps

  const apply = (next: AdminSubjectCategories) => setChanged({ after: loaded, subjects: next });

  /** Fills the form with a code (a mapping to change, or an unmapped code) and takes the keyboard to the category. */
  const choose = (next: Draft) => {
    setDraft(next);
    categorySelect.current?.focus();
    categorySelect.current?.scrollIntoView?.({ block: 'center' });
  };

  const remove = async (scheme: SubjectMappingScheme, code: string) => {
    try {
      apply(await unmapSubject(scheme, code));
      notify.success(t('removed', { code }));
    } catch {
      notify.error(t('removeFailed'));
    }
  };

  const addDefaults = async () => {
    try {
      const before = subjects?.mappings.length ?? 0;
      const next = await addDefaultSubjectMappings();
      apply(next);
      const added = next.mappings.length - before;
      notify.success(added > 0 ? t('defaultsAdded', { count: added }) : t('defaultsNone'));
    } catch {
      notify.error(t('saveFailed'));
    }
  };

  if (!loaded) return <LoadingBlock />;
  if (!subjects || !categories) {
    return (
      <section className="admin-page catalogue-subjects" data-boundary="admin-catalogue-subjects">
        <h1>{t('title')}</h1>
        <div role="alert" className="admin-list-error">
          <p>{t('loadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('retry')}</Button>
        </div>
      </section>
    );
  }
  const choices = categoryChoices(categories, language);
  const schemeName = (scheme: SubjectMappingScheme) => t(scheme);

  return (
    <section className="admin-page catalogue-subjects" data-boundary="admin-catalogue-subjects">
      <h1>{t('title')}</h1>
      <p className="admin-page__intro">{t('intro')}</p>
      <p role="status" className="catalogue-subjects__filing">
        {filing ? t('filing') : ''}
      </p>
      <MappingForm draft={draft} setDraft={setDraft} choices={choices} categorySelect={categorySelect} onSaved={apply} />

      <h2>{t('mappings')}</h2>
      {subjects.mappings.length === 0 ? (
        <p className="admin-muted">{t('noMappings')}</p>
      ) : (
        <AdminTable className="catalogue-subjects__table" head={<ColumnHeads labels={[t('scheme'), t('code'), t('category'), t('actions')]} />}>
          {subjects.mappings.map((mapping) => (
                <tr key={`${mapping.scheme}:${mapping.code}`}>
                  <td data-label={t('scheme')}>{schemeName(mapping.scheme)}</td>
                  <td data-label={t('code')}>
                    <code>{mapping.code}</code>
                  </td>
                  <td data-label={t('category')}>{(language === 'eng' ? mapping.category_path_en : mapping.category_path_fr).join(' › ')}</td>
                  <td data-label={t('actions')} className="catalogue-subjects__actions">
                    <Button
                      variant="secondary"
                      aria-label={t('editLabel', { code: mapping.code })}
                      onClick={() => choose({ scheme: mapping.scheme, code: mapping.code, categoryId: String(mapping.category_id) })}
                    >
                      {t('edit')}
                    </Button>
                    <Button variant="secondary" aria-label={t('removeLabel', { code: mapping.code })} onClick={() => void remove(mapping.scheme, mapping.code)}>
                      {t('remove')}
                    </Button>
                  </td>
                </tr>
              ))}
        </AdminTable>
      )}
      <p className="catalogue-subjects__defaults">
        <Button variant="secondary" onClick={() => void addDefaults()}>
          {t('defaults')}
        </Button>
        <span className="admin-muted">{t('defaultsHint')}</span>
      </p>

      <h2>{t('unmapped')}</h2>
      {subjects.unmapped_total === 0 ? (
        <p className="admin-muted">{t('noUnmapped')}</p>
      ) : (
        <>
          <p>{t('unmappedCount', { total: number(subjects.unmapped_total) })}</p>
          <AdminTable className="catalogue-subjects__table" head={<ColumnHeads labels={[t('scheme'), t('code'), t('books'), t('actions')]} />}>
                {subjects.unmapped.map((subject) => (
                  <tr key={`${subject.scheme}:${subject.code}`}>
                    <td data-label={t('scheme')}>{schemeName(subject.scheme)}</td>
                    <td data-label={t('code')}>
                      <code>{subject.code}</code>
                    </td>
                    <td data-label={t('books')}>{number(subject.book_count)}</td>
                    <td data-label={t('actions')} className="catalogue-subjects__actions">
                      <Button
                        variant="secondary"
                        aria-label={t('mapLabel', { code: subject.code })}
                        onClick={() => choose({ scheme: subject.scheme, code: subject.code, categoryId: '' })}
                      >
                        {t('map')}
                      </Button>
                    </td>
                  </tr>
                ))}
          </AdminTable>
        </>
      )}
    </section>
  );
}

/** The form that maps a code (or moves its mapping): checked here as the API checks it, the API's refusals said. */
function MappingForm({
  draft,
  setDraft,
  choices,
  categorySelect,
  onSaved,
}: {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  choices: Array<{ id: number; label: string }>;
  categorySelect: React.RefObject<HTMLSelectElement | null>;
  onSaved: (next: AdminSubjectCategories) => void;
}) {
  const t = useT(catalogueSubjectsMessages);
  const titleId = useId();
  const [errors, setErrors] = useState<{ code?: Key; category?: Key; form?: Key }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = draft.code.trim().toUpperCase();
    const problem = code === '' ? 'noCode' : subjectCodeProblem(draft.scheme, code) === null ? undefined : draft.scheme === 'clil' ? 'clilCode' : 'themaCode';
    const next = { code: problem as Key | undefined, category: draft.categoryId === '' ? ('noCategory' as const) : undefined };
    setErrors(next);
    if (next.code || next.category) return;
    setSaving(true);
    try {
      const answer = await mapSubject(draft.scheme, code, Number(draft.categoryId));
      onSaved(answer);
      const category = choices.find((choice) => String(choice.id) === draft.categoryId)?.label ?? '';
      notify.success(t('saved', { code, category }));
      setDraft({ ...EMPTY_DRAFT, scheme: draft.scheme });
    } catch (failure) {
      const field = failure instanceof ApiError && failure.status === 400 ? failure.field : undefined;
      setErrors(
        field === 'code'
          ? { code: draft.scheme === 'clil' ? 'clilCode' : 'themaCode' }
          : field === 'category_id'
            ? { category: 'unknownCategory' }
            : { form: 'saveFailed' },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="catalogue-subjects__form" aria-labelledby={titleId} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={titleId}>{t('formTitle')}</h2>
      <SelectField
        label={t('scheme')}
        value={draft.scheme}
        onChange={(event) => {
          setDraft({ ...draft, scheme: event.target.value as SubjectMappingScheme });
          setErrors({});
        }}
      >
        {SUBJECT_MAPPING_SCHEMES.map((scheme) => (
          <option key={scheme} value={scheme}>
            {t(scheme)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('code')}
        value={draft.code}
        hint={t(draft.scheme === 'clil' ? 'codeHintClil' : 'codeHintThema')}
        error={errors.code ? t(errors.code) : undefined}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        onChange={(event) => setDraft({ ...draft, code: event.target.value })}
      />
      <SelectField
        ref={categorySelect}
        label={t('category')}
        value={draft.categoryId}
        error={errors.category ? t(errors.category) : undefined}
        onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}
      >
        <option value="">{t('chooseCategory')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
      {errors.form && (
        <p className="field__error" role="alert">
          {t(errors.form)}
        </p>
      )}
    </form>
  );
}
