import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  CATALOGUE_IMPORT_POLL_MS,
  CATALOGUE_IMPORT_WAITING_MAX,
  catalogueImportGoesOn,
  type AdminCatalogueImport,
  type AdminCatalogueImportIssue,
  type CatalogueImportState,
  type Language,
  type PagedAnswer,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { localeOf, useLanguage, useT } from '@bookshop/i18n';
import { Button, LoadingBlock, settle, type Settled } from '@bookshop/ui';
import { fetchCatalogueImportIssues, fetchCatalogueImports, uploadCatalogueFile } from './api';
import { catalogueImportMessages } from './messages';
import './catalogue-import.css';

type Key = keyof typeof catalogueImportMessages.fr & string;

/** The issues of one run the address asks for (`?issues=<run>&page=<n>`), as the loader read them. */
interface OpenIssues {
  id: number;
  page: number;
  answer: Settled<PagedAnswer<AdminCatalogueImportIssue>>;
}

/** What the page's loader answers: the recent runs, and the issues of the run the address opens. */
export interface CatalogueImportData {
  runs: Settled<AdminCatalogueImport[]>;
  issues: OpenIssues | null;
}

const positiveInteger = (value: string | null) => (value && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null);

/** The route's client loader: the runs, and the issues the address opens; read again every second while a run goes on. */
export async function catalogueImportLoader({ request }: LoaderFunctionArgs): Promise<CatalogueImportData> {
  const params = new URL(request.url).searchParams;
  const id = positiveInteger(params.get('issues'));
  const page = positiveInteger(params.get('page')) ?? 1;
  const [runs, issues] = await Promise.all([
    settle(fetchCatalogueImports(), request),
    id === null ? null : settle(fetchCatalogueImportIssues(id, page), request),
  ]);
  return { runs, issues: id === null || issues === null ? null : { id, page, answer: issues } };
}

/** A size in kilobytes, megabytes or gigabytes (of 1024), in the page's language. */
function formatBytes(bytes: number, language: Language): string {
  const units = [
    ['gigabyte', 1024 ** 3],
    ['megabyte', 1024 ** 2],
    ['kilobyte', 1024],
  ] as const;
  const [unit, size] = units.find(([, each]) => bytes >= each) ?? units[2];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(bytes / size);
}

const STATE_LABELS: Record<CatalogueImportState, Key> = {
  queued: 'stateQueued',
  running: 'stateRunning',
  completed: 'stateCompleted',
  file_unreadable: 'stateFileUnreadable',
  failed: 'stateFailed',
  interrupted: 'stateInterrupted',
};

/** /admin-panel/catalogue-import: send an ONIX file, follow its import, read what it refused. */
export function CatalogueImportPage() {
  const t = useT(catalogueImportMessages);
  const loaded = useLoaderData() as CatalogueImportData | null | undefined;
  const revalidator = useRevalidator();
  const runs = loaded?.runs;
  const goesOn = runs?.status === 'success' && runs.data.some((run) => catalogueImportGoesOn(run.state));

  // While a run is queued or going on, the page reads again (the runs' progress) a second after each answer.
  useEffect(() => {
    if (!goesOn) return;
    const timer = setTimeout(() => void revalidator.revalidate(), CATALOGUE_IMPORT_POLL_MS);
    return () => clearTimeout(timer);
    // Each answer (a new `loaded`) arms the next read.
  }, [goesOn, loaded]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <section className="admin-page catalogue-import" data-boundary="admin-catalogue-import">
      <h1>{t('title')}</h1>
      <p className="admin-page__intro">{t('intro')}</p>
      <UploadForm onQueued={() => void revalidator.revalidate()} />
      <h2 className="catalogue-import__runs-title">{t('runs')}</h2>
      {!runs && <LoadingBlock />}
      {runs?.status === 'error' && (
        <div role="alert" className="admin-list-error">
          <p>{t('loadError')}</p>
          <Button onClick={() => void revalidator.revalidate()}>{t('retry')}</Button>
        </div>
      )}
      {runs?.status === 'success' && runs.data.length === 0 && <p className="admin-muted">{t('noRuns')}</p>}
      {runs?.status === 'success' && runs.data.length > 0 && (
        <ol className="catalogue-import__runs">
          {runs.data.map((run) => (
            <li key={run.id}>
              <RunCard run={run} issues={loaded?.issues?.id === run.id ? loaded.issues : null} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The file field and its button, with the upload's own progress; what is wrong with the file is said under it. */
function UploadForm({ onQueued }: { onQueued: () => void }) {
  const t = useT(catalogueImportMessages);
  const language = useLanguage();
  const inputId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<Key | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [queued, setQueued] = useState(false);
  const max = formatBytes(CATALOGUE_IMPORT_MAX_BYTES, language);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setQueued(false);
    const problem: Key | null = !file ? 'noFile' : file.size === 0 ? 'emptyFile' : file.size > CATALOGUE_IMPORT_MAX_BYTES ? 'tooLarge' : null;
    setError(problem);
    if (problem || !file) return;
    setSent(0);
    try {
      await uploadCatalogueFile(file, setSent);
      form.current?.reset();
      setFile(null);
      setQueued(true);
      onQueued();
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      const field = failure instanceof ApiError ? failure.field : undefined;
      const code = failure instanceof ApiError ? failure.code : '';
      setError(status === 413 ? 'tooLarge' : code === 'too_many_catalogue_imports' ? 'tooManyWaiting' : status === 400 && field === 'file' ? 'notOnix' : 'uploadFailed');
    } finally {
      setSent(null);
    }
  };

  const errorId = `${inputId}-error`;
  return (
    <form ref={form} className="catalogue-import__upload" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>{t('fileLabel', { max })}</label>
      <input
        id={inputId}
        type="file"
        accept=".xml,.onix,.gz,application/xml,text/xml,application/gzip"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        disabled={sent !== null}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
          setQueued(false);
        }}
      />
      <Button type="submit" disabled={sent !== null}>
        {t('submit')}
      </Button>
      {sent !== null && (
        <p role="status" className="catalogue-import__sending">
          <progress max={1} value={sent} aria-label={t('uploading', { percent: Math.round(sent * 100) })} />{' '}
          {t('uploading', { percent: Math.round(sent * 100) })}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {t(error, { max, waiting: CATALOGUE_IMPORT_WAITING_MAX })}
        </p>
      )}
      {queued && (
        <p role="status" className="catalogue-import__queued">
          {t('uploaded')}
        </p>
      )}
    </form>
  );
}

/** One run: its file, who sent it, where it is, its counts, and the way to its refusals and warnings. */
function RunCard({ run, issues }: { run: AdminCatalogueImport; issues: OpenIssues | null }) {
  const t = useT(catalogueImportMessages);
  const language = useLanguage();
  const titleId = useId();
  const date = (iso: string | null) =>
    iso === null ? '' : new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));
  const number = (value: number) => new Intl.NumberFormat(localeOf(language)).format(value);
  const counts: Array<[Key, number]> = [
    ['records', run.records],
    ['created', run.created],
    ['updated', run.updated],
    ['unpublished', run.unpublished],
    ['refused', run.refused],
    ['warnings', run.warnings],
  ];
  const hint: Key | null = run.state === 'file_unreadable' ? 'unreadableHint' : run.state === 'failed' ? 'failedHint' : run.state === 'interrupted' ? 'interruptedHint' : null;

  return (
    <article className="catalogue-import__run" aria-labelledby={titleId}>
      <header className="catalogue-import__run-head">
        <h3 id={titleId}>{run.file_name}</h3>
        <span className={`catalogue-import__state catalogue-import__state--${run.state}`}>{t(STATE_LABELS[run.state])}</span>
      </header>
      <p className="admin-muted">
        {run.uploaded_by !== null || run.queued_at !== null
          ? t('byStaff', { who: run.uploaded_by ?? '—', date: date(run.queued_at) })
          : t('byCommand', { date: date(run.started_at) })}
      </p>
      {run.state === 'queued' && <p>{t('waiting')}</p>}
      {run.state === 'running' && run.byte_size !== null && run.byte_size > 0 && <ReadProgress read={run.bytes_read} size={run.byte_size} />}
      <dl className="catalogue-import__counts">
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{number(value)}</dd>
          </div>
        ))}
      </dl>
      {hint && <p className="catalogue-import__hint">{t(hint)}</p>}
      {run.error && run.state !== 'interrupted' && <p className="admin-muted">{t('detail', { error: run.error })}</p>}
      {run.refused + run.warnings > 0 && (
        <p>
          <Link to={issues ? '.' : `?issues=${run.id}`} preventScrollReset>
            {t(issues ? 'hideIssues' : 'showIssues')}
          </Link>
        </p>
      )}
      {issues && <IssueTable run={run} issues={issues} />}
    </article>
  );
}

function ReadProgress({ read, size }: { read: number; size: number }) {
  const t = useT(catalogueImportMessages);
  const language = useLanguage();
  const share = Math.min(read / size, 1);
  const text = t('progressText', { percent: Math.floor(share * 100), read: formatBytes(read, language), size: formatBytes(size, language) });
  return (
    <div className="catalogue-import__progress">
      <progress max={size} value={Math.min(read, size)} aria-label={t('progress')} aria-valuetext={text} />
      <span>{text}</span>
    </div>
  );
}

/** A page of a run's refusals and warnings, with links to the pages before and after. */
function IssueTable({ run, issues }: { run: AdminCatalogueImport; issues: OpenIssues }) {
  const t = useT(catalogueImportMessages);
  const revalidator = useRevalidator();
  const { answer, page } = issues;
  if (answer.status === 'error') {
    return (
      <div role="alert" className="admin-list-error">
        <p>{t('issuesLoadError')}</p>
        <Button onClick={() => void revalidator.revalidate()}>{t('retry')}</Button>
      </div>
    );
  }
  const { data, total, page_size: size } = answer.data;
  if (data.length === 0) return <p className="admin-muted">{t('noIssues')}</p>;
  const first = (page - 1) * size + 1;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table catalogue-import__issues">
        <caption>{t('issuesOf', { file: run.file_name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('issueKind')}</th>
            <th scope="col">{t('recordReference')}</th>
            <th scope="col">{t('isbn')}</th>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((issue, index) => (
            <tr key={`${first + index}`}>
              <td data-label={t('issueKind')}>{t(issue.kind)}</td>
              <td data-label={t('recordReference')}>{issue.record_reference ?? '—'}</td>
              <td data-label={t('isbn')}>{issue.isbn ?? '—'}</td>
              <td data-label={t('field')}>{issue.field}</td>
              <td data-label={t('reason')}>{issue.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="catalogue-import__pager">
        {page > 1 && (
          <Link to={`?issues=${run.id}&page=${page - 1}`} preventScrollReset>
            {t('previous')}
          </Link>
        )}
        <span>{t('issuesPage', { from: first, to: first + data.length - 1, total })}</span>
        {first + data.length - 1 < total && (
          <Link to={`?issues=${run.id}&page=${page + 1}`} preventScrollReset>
            {t('next')}
          </Link>
        )}
      </p>
    </div>
  );
}
