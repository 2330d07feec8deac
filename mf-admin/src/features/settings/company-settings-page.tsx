import { useEffect, useState, type FormEvent } from 'react';
import type { CompanySettings, CompanySettingsUpdate } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { Button, Field, LoadingBlock, notify, TextAreaField, useAsync } from '@bookshop/ui';
import { fetchSettings, isCompareOn, saveSettings } from '../../lib/admin-api';
import { adminMessages } from '../../messages';

type Key = keyof typeof adminMessages.fr;
const TEXT_FIELDS = ['about', 'help', 'libraries', 'copyrights'] as const;
const SOCIAL_FIELDS = ['facebook', 'youtube', 'twitter', 'linkedin', 'insta'] as const;
const COLOR_FIELDS: ReadonlyArray<[keyof CompanySettings & `${string}_color`, Key]> = [
  ['primary_color', 'primaryColor'],
  ['secondary_color', 'secondaryColor'],
  ['accent_color', 'accentColor'],
];
const SOCIAL_NAMES: Record<(typeof SOCIAL_FIELDS)[number], string> = { facebook: 'Facebook', youtube: 'YouTube', twitter: 'X (Twitter)', linkedin: 'LinkedIn', insta: 'Instagram' };

/** The form's editable values: every setting as text, plus the compare switch. */
type Draft = Record<string, string> & { compare: string };

function toDraft(settings: CompanySettings): Draft {
  const draft: Record<string, string> = { compare: isCompareOn(settings) ? 'on' : '' };
  for (const [key, value] of Object.entries(settings)) if (typeof value === 'string' || typeof value === 'number') draft[key] = String(value);
  draft.usd_rate = settings.usd_rate === null ? '' : String(settings.usd_rate);
  return draft as Draft;
}

function fromDraft(draft: Draft): CompanySettingsUpdate {
  const text = (key: string) => draft[key] ?? '';
  const update: CompanySettingsUpdate = {
    email: text('email').trim(),
    phone: text('phone').trim(),
    usd_rate: text('usd_rate').trim() === '' ? null : Number(text('usd_rate').replace(',', '.')),
    compare_enabled: draft.compare === 'on',
  };
  for (const name of SOCIAL_FIELDS) update[name] = text(name).trim();
  for (const name of TEXT_FIELDS) {
    update[`${name}_fr`] = text(`${name}_fr`);
    update[`${name}_en`] = text(`${name}_en`);
  }
  for (const [name] of COLOR_FIELDS) update[name] = text(name);
  return update;
}

/** Which message explains a server refusal of a field. */
function fieldMessage(field: string): Key {
  if (field.endsWith('_color')) return 'invalidColor';
  if (field === 'usd_rate') return 'invalidRate';
  if (field === 'email') return 'invalidEmail';
  if ((SOCIAL_FIELDS as readonly string[]).includes(field)) return 'invalidUrl';
  return 'invalidField';
}


/** Company settings: contacts, social links, texts by language, colours, usd_rate, the compare switch. */
export function CompanySettingsPage() {
  const t = useT(adminMessages);
  const loaded = useAsync(fetchSettings, []);

  useEffect(() => {
    document.title = `${t('settings')} — ${t('panelTitle')}`;
  }, [t]);

  if (loaded.status === 'loading') return <LoadingBlock />;
  if (loaded.status === 'error') {
    return (
      <div className="bk-fallback" role="alert">
        <p>{t('loadError')}</p>
        <Button variant="secondary" onClick={loaded.reload}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return <SettingsForm initial={loaded.data} />;
}

function SettingsForm({ initial }: { initial: CompanySettings }) {
  const t = useT(adminMessages);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const bind = (key: string) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await saveSettings(fromDraft(draft));
      setDraft(toDraft(saved));
      // The running store follows at once; other shoppers see it on their next load.
      rootStore.getState().applyCompanySettings(saved.usd_rate, isCompareOn(saved));
      notify.success(t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: t(fieldMessage(error.field)) });
      notify.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page">
      <h1>{t('settings')}</h1>
      <p className="admin-page__intro">{t('settingsIntro')}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>{t('contacts')}</legend>
          <div className="admin-form__grid">
            <Field label={t('email')} type="email" {...bind('email')} />
            <Field label={t('phone')} type="tel" {...bind('phone')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('social')}</legend>
          <div className="admin-form__grid">
            {SOCIAL_FIELDS.map((name) => (
              <Field key={name} label={SOCIAL_NAMES[name]} type="url" {...bind(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('texts')}</legend>
          <div className="admin-form__grid">
            {TEXT_FIELDS.flatMap((name) => [
              <TextAreaField rows={3} key={`${name}_fr`} label={t('inFrench', { label: t(name) })} value={draft[`${name}_fr`] ?? ''} onChange={(e) => setDraft({ ...draft, [`${name}_fr`]: e.target.value })} />,
              <TextAreaField rows={3} key={`${name}_en`} label={t('inEnglish', { label: t(name) })} value={draft[`${name}_en`] ?? ''} onChange={(e) => setDraft({ ...draft, [`${name}_en`]: e.target.value })} />,
            ])}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('colors')}</legend>
          <div className="admin-form__grid admin-form__grid--colors">
            {COLOR_FIELDS.map(([name, label]) => (
              <Field key={name} label={t(label)} type="color" {...bind(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('currency')}</legend>
          <Field label={t('usdRate')} inputMode="decimal" hint={t('usdRateHint')} {...bind('usd_rate')} />
        </fieldset>
        <fieldset>
          <legend>{t('features')}</legend>
          <label className="admin-form__switch">
            <input type="checkbox" checked={draft.compare === 'on'} onChange={(event) => setDraft({ ...draft, compare: event.target.checked ? 'on' : '' })} />
            {t('compareEnabled')}
          </label>
        </fieldset>
        <div className="admin-form__actions">
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
