import { useCallback, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ADMIN_CONTENT_LENGTHS as LENGTHS, CONTENT_COLOR_PATTERN, CONTENT_LINK_PATTERN, type AdminHeroSlideRow } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, useRetry, type Settled } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { createHeroSlide, deleteHeroSlide, fetchHeroSlides, moveHeroSlide, updateHeroSlide } from './api';
import { ConfirmDelete, filled, FormDialog, useDocumentTitle, useSave, type FieldErrors } from './form-kit';
import { contentMessages } from './messages';
import './content.css';

type Dialog = { kind: 'edit'; slide: AdminHeroSlideRow | null } | { kind: 'delete'; slide: AdminHeroSlideRow };

/** The slide's look: the gradient of its two colours, as the storefront's generated artwork draws it. */
const gradient = (from: string, to: string) => ({ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` });

/** The route's client loader: the slides in their order. */
export function heroSlidesLoader({ request }: LoaderFunctionArgs): Promise<Settled<AdminHeroSlideRow[]>> {
  return settle(fetchHeroSlides(), request);
}

/** /admin-panel/hero-slides: the home hero's slides in order; add, edit, delete, move up and down. */
export function HeroSlidesPage() {
  const t = useT(contentMessages);
  useDocumentTitle(t('heroTitle'));
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as Settled<AdminHeroSlideRow[]> | null | undefined;
  const reload = useRetry();
  // A move answers the new order, newer than the loaded one until the next load; other changes load it again.
  const [moved, setMoved] = useState<{ after: Settled<AdminHeroSlideRow[]>; slides: AdminHeroSlideRow[] } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const slides = moved && moved.after === loaded ? moved.slides : loaded?.data;

  const done = (message: string) => {
    setDialog(null);
    notify.success(message);
    reload();
  };
  const move = async (slide: AdminHeroSlideRow, direction: 'up' | 'down') => {
    if (!loaded) return;
    try {
      setMoved({ after: loaded, slides: await moveHeroSlide(slide.id, direction) });
    } catch {
      notify.error(t('saveFailed'));
    }
  };

  let body;
  if (!slides && loaded?.status === 'error') {
    body = (
      <div role="alert" className="admin-list-error">
        <p>{t('loadError')}</p>
        <Button onClick={reload}>{t('retry')}</Button>
      </div>
    );
  } else if (!slides) body = <LoadingBlock />;
  else if (slides.length === 0) body = <p className="admin-empty">{t('noSlides')}</p>;
  else {
    body = (
      <ol className="content-slides" aria-label={t('slidesLabel')}>
        {slides.map((slide, index) => (
          <li key={slide.id} className="content-slide">
            <div className="content-slide__preview" style={gradient(slide.color_from, slide.color_to)} aria-hidden="true">
              <strong>{slide.title_fr}</strong>
              {slide.subtitle_fr && <span>{slide.subtitle_fr}</span>}
            </div>
            <div className="content-slide__text">
              <p className="content-slide__position">{t('slidePosition', { position: index + 1 })}</p>
              <h2>
                {slide.title_fr}
                {slide.title_en && (
                  <span className="content-tree__en" lang="en">
                    {' '}
                    / {slide.title_en}
                  </span>
                )}
              </h2>
              {slide.subtitle_fr && <p>{slide.subtitle_fr}</p>}
              <p className="admin-muted">
                {t('link')} : <code>{slide.link}</code>
              </p>
            </div>
            <div className="content-row-actions">
              <Button variant="ghost" aria-label={t('moveUpNamed', { name: slide.title_fr })} disabled={index === 0} onClick={() => void move(slide, 'up')}>
                ↑<span className="visually-hidden">{t('moveUp')}</span>
              </Button>
              <Button
                variant="ghost"
                aria-label={t('moveDownNamed', { name: slide.title_fr })}
                disabled={index === slides.length - 1}
                onClick={() => void move(slide, 'down')}
              >
                ↓<span className="visually-hidden">{t('moveDown')}</span>
              </Button>
              <Button variant="ghost" aria-label={t('editNamed', { name: slide.title_fr })} onClick={() => setDialog({ kind: 'edit', slide })}>
                {t('edit')}
              </Button>
              <Button variant="ghost" className="content-danger" aria-label={t('deleteNamed', { name: slide.title_fr })} onClick={() => setDialog({ kind: 'delete', slide })}>
                {t('delete')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="admin-page content-page">
      <h1>{t('heroTitle')}</h1>
      <p className="admin-page__intro">{t('heroIntro')}</p>
      <div className="admin-toolbar">
        <Button onClick={() => setDialog({ kind: 'edit', slide: null })}>{t('addSlide')}</Button>
      </div>
      {body}
      {dialog?.kind === 'edit' && (
        <SlideForm slide={dialog.slide} onClose={close} onSaved={(saved) => done(t(dialog.slide ? 'saved' : 'created', { name: saved.title_fr }))} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDelete
          name={dialog.slide.title_fr}
          onConfirm={async () => {
            await deleteHeroSlide(dialog.slide.id);
            done(t('deleted', { name: dialog.slide.title_fr }));
          }}
          onClose={close}
          refusal={(error) => (error instanceof ApiError && error.code === 'not_found' ? t('gone') : null)}
        />
      )}
    </section>
  );
}

/** Creates a slide (`slide` null) or edits one, with a preview of its colours. */
function SlideForm({ slide, onClose, onSaved }: { slide: AdminHeroSlideRow | null; onClose: () => void; onSaved: (saved: AdminHeroSlideRow) => void }) {
  const t = useT(contentMessages);
  const [draft, setDraft] = useState({
    title_fr: slide?.title_fr ?? '',
    title_en: slide?.title_en ?? '',
    subtitle_fr: slide?.subtitle_fr ?? '',
    subtitle_en: slide?.subtitle_en ?? '',
    link: slide?.link ?? '/books',
    color_from: (slide?.color_from ?? '#8b1e1e').toLowerCase(),
    color_to: (slide?.color_to ?? '#3e2a1e').toLowerCase(),
  });
  const check = (): FieldErrors => {
    const errors: FieldErrors = {};
    if (!filled(draft.title_fr)) errors.title_fr = 'required';
    if (!CONTENT_LINK_PATTERN.test(draft.link.trim())) errors.link = filled(draft.link) ? 'invalidLink' : 'required';
    for (const field of ['color_from', 'color_to'] as const) if (!CONTENT_COLOR_PATTERN.test(draft[field])) errors[field] = 'invalidColor';
    return errors;
  };
  const { errors, general, busy, submit } = useSave(
    check,
    () => {
      const body = { ...draft, link: draft.link.trim() };
      return slide ? updateHeroSlide(slide.id, body) : createHeroSlide(body);
    },
    onSaved,
  );
  const bind = (field: keyof typeof draft) => ({
    value: draft[field],
    onChange: (change: { target: { value: string } }) => setDraft({ ...draft, [field]: change.target.value }),
    error: errors[field] && t(errors[field]),
  });
  return (
    <FormDialog
      title={slide ? t('editNamed', { name: slide.title_fr }) : t('newSlide')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      busy={busy}
      general={general}
      wide
    >
      <div className="content-slide__preview content-slide__preview--large" style={gradient(draft.color_from, draft.color_to)} aria-hidden="true">
        <strong>{draft.title_fr}</strong>
        <span>{draft.subtitle_fr}</span>
      </div>
      <div className="content-form__pair">
        <Field label={t('inFrench', { label: t('slideTitle') })} required maxLength={LENGTHS.slideTitle} {...bind('title_fr')} />
        <Field label={t('inEnglish', { label: t('slideTitle') })} maxLength={LENGTHS.slideTitle} hint={t('englishHint')} {...bind('title_en')} />
        <Field label={t('inFrench', { label: t('subtitle') })} maxLength={LENGTHS.slideSubtitle} {...bind('subtitle_fr')} />
        <Field label={t('inEnglish', { label: t('subtitle') })} maxLength={LENGTHS.slideSubtitle} hint={t('englishHint')} {...bind('subtitle_en')} />
      </div>
      <Field label={t('link')} hint={t('linkHint')} required maxLength={LENGTHS.link} {...bind('link')} />
      <div className="content-form__pair content-form__colors">
        <Field label={t('colorFrom')} type="color" {...bind('color_from')} />
        <Field label={t('colorTo')} type="color" {...bind('color_to')} />
      </div>
    </FormDialog>
  );
}
