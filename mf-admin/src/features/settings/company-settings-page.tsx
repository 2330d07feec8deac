import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import {
  COMPARE_CONFIG_TYPE,
  isValidFrenchVatNumber,
  isValidSiret,
  type CompanySettings,
  type CompanySettingsUpdate,
  type WebsiteConfigEntry,
} from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { rootStore } from '@bookshop/store';
import { Button, LoadingBlock, notify, settle, useRetry, type Settled } from '@bookshop/ui';
import { Field, TextAreaField } from '@bookshop/ui/forms';
import { fetchSettings, isCompareOn, saveSettings } from './api';
import { adminMessages } from '../../messages';
import { settingsMessages } from './messages';

type SettingsKey = keyof typeof settingsMessages.fr;

const TEXT_FIELDS = ['about', 'help', 'libraries', 'copyrights'] as const;
const SOCIAL_FIELDS = ['facebook', 'youtube', 'twitter', 'linkedin', 'insta'] as const;
const COLOR_FIELDS: ReadonlyArray<[keyof CompanySettings & `${string}_color`, SettingsKey]> = [
  ['primary_color', 'primaryColor'],
  ['secondary_color', 'secondaryColor'],
  ['accent_color', 'accentColor'],
];
const ICON_FIELDS = [
  ['fav_icon', 'favIcon'],
  ['dark_icon', 'darkIcon'],
  ['light_icon', 'lightIcon'],
] as const;
/** The seller's identity on invoices, each with its label. */
const SELLER_FIELDS = [
  ['legal_name', 'legalName'],
  ['legal_form', 'legalForm'],
  ['share_capital', 'shareCapital'],
  ['street_address', 'streetAddress'],
  ['postal_code', 'postalCode'],
  ['city', 'city'],
] as const;
const SOCIAL_NAMES: Record<(typeof SOCIAL_FIELDS)[number], string> = { facebook: 'Facebook', youtube: 'YouTube', twitter: 'X (Twitter)', linkedin: 'LinkedIn', insta: 'Instagram' };

/** The form's editable values: every setting as text ('on' or '' for switches); website config entries apart. */
type Draft = Record<string, string>;

function toDraft(settings: CompanySettings): Draft {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(settings)) if (typeof value === 'string' || typeof value === 'number') draft[key] = String(value);
  draft.usd_rate = settings.usd_rate === null ? '' : String(settings.usd_rate);
  draft.offline_payment = settings.offline_payment ? 'on' : '';
  return draft;
}

const sortedConfig = (settings: CompanySettings) => [...settings.website_config].sort((a, b) => a.lookup_config_type - b.lookup_config_type);

function fromDraft(draft: Draft, config: WebsiteConfigEntry[]): CompanySettingsUpdate {
  const text = (key: string) => draft[key] ?? '';
  const update: CompanySettingsUpdate = {
    email: text('email').trim(),
    phone: text('phone').trim(),
    usd_rate: text('usd_rate').trim() === '' ? null : Number(text('usd_rate').replace(',', '.')),
    website_config: config,
    paypal_client_id: text('paypal_client_id').trim(),
    card_public_key: text('card_public_key').trim(),
    offline_payment: draft.offline_payment === 'on',
    bank_transfer_details: text('bank_transfer_details').trim(),
    // Empty means none: Google sign-in off.
    google_client_id: text('google_client_id').trim() === '' ? null : text('google_client_id').trim(),
  };
  // An empty icon means "none": the storefront then uses its own.
  for (const [name] of ICON_FIELDS) update[name] = text(name).trim() === '' ? null : text(name).trim();
  for (const name of SOCIAL_FIELDS) update[name] = text(name).trim();
  for (const name of TEXT_FIELDS) {
    update[`${name}_fr`] = text(`${name}_fr`);
    update[`${name}_en`] = text(`${name}_en`);
  }
  for (const [name] of COLOR_FIELDS) update[name] = text(name);
  for (const [name] of SELLER_FIELDS) update[name] = text(name).trim();
  // Spaces as people type them (912 345 675 00017) are dropped: the server keeps the digits.
  update.siret = text('siret').replace(/\s+/g, '');
  update.vat_number = text('vat_number').replace(/\s+/g, '').toUpperCase();
  return update;
}

/** The seller identity's errors found before sending (the server checks the same, and answers the failing field). */
function sellerErrors(update: CompanySettingsUpdate): Partial<Record<'siret' | 'vat_number' | 'postal_code', SettingsKey>> {
  const errors: Partial<Record<'siret' | 'vat_number' | 'postal_code', SettingsKey>> = {};
  const siret = update.siret ?? '';
  const vat = update.vat_number ?? '';
  if (siret !== '' && !isValidSiret(siret)) errors.siret = 'invalidSiret';
  if (vat !== '' && !isValidFrenchVatNumber(vat, isValidSiret(siret) ? siret : '')) errors.vat_number = 'invalidVatNumber';
  if (!/^([0-9]{5})?$/.test(update.postal_code ?? '')) errors.postal_code = 'invalidPostalCode';
  return errors;
}


/** Which message explains a server refusal of a field, and from which message set. */
function fieldMessage(field: string): { admin: 'invalidColor' } | { settings: SettingsKey } {
  if (field.endsWith('_color')) return { admin: 'invalidColor' };
  if (field === 'usd_rate') return { settings: 'invalidRate' };
  if (field === 'email') return { settings: 'invalidEmail' };
  if ((SOCIAL_FIELDS as readonly string[]).includes(field)) return { settings: 'invalidUrl' };
  if (field === 'paypal_client_id') return { settings: 'invalidKey' };
  if (field === 'card_public_key') return { settings: 'invalidCardKey' };
  if (field === 'google_client_id') return { settings: 'invalidGoogleClientId' };
  if (field.endsWith('_icon')) return { settings: 'invalidIcon' };
  if (field === 'siret') return { settings: 'invalidSiret' };
  if (field === 'vat_number') return { settings: 'invalidVatNumber' };
  if (field === 'postal_code') return { settings: 'invalidPostalCode' };
  if ((SELLER_FIELDS as readonly (readonly [string, string])[]).some(([name]) => name === field)) return { settings: 'invalidIdentityText' };
  return { settings: 'invalidField' };
}


/** The route's client loader: the company settings, as the server holds them. */
export function settingsLoader({ request }: LoaderFunctionArgs): Promise<Settled<CompanySettings>> {
  return settle(fetchSettings(), request);
}

/**
 * Company settings: contacts, social links, texts by language, colours, icons, usd_rate, payment (public keys, bank
 * transfer), customer sign-in (the Google client id) and the website config entries (type 43 switches /compare).
 */
export function CompanySettingsPage() {
  const t = useT(adminMessages);
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as Settled<CompanySettings> | null | undefined;
  const retry = useRetry();
  // Once the form is shown, it stays (with what was typed) while a later read (another language) fails.
  const [last, setLast] = useState<CompanySettings | null>(null);
  if (loaded?.status === 'success' && loaded.data !== last) setLast(loaded.data);
  const settings = loaded?.status === 'success' ? loaded.data : last;

  useEffect(() => {
    document.title = `${t('settings')} — ${t('panelTitle')}`;
  }, [t]);

  if (settings) return <SettingsForm initial={settings} />;
  if (!loaded) {
    return (
      <section className="admin-page">
        <h1>{t('settings')}</h1>
        <LoadingBlock />
      </section>
    );
  }
  // The read failed (a success is the form above).
  return (
    <div className="bk-fallback" role="alert">
      <p>{t('loadError')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function SettingsForm({ initial }: { initial: CompanySettings }) {
  const t = useT(adminMessages);
  const ts = useT(settingsMessages);
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [config, setConfig] = useState<WebsiteConfigEntry[]>(() => sortedConfig(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const bind = (key: string) => ({
    value: draft[key] ?? '',
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update = fromDraft(draft, config);
    const refused = sellerErrors(update);
    if (Object.keys(refused).length > 0) {
      setErrors(Object.fromEntries(Object.entries(refused).map(([field, key]) => [field, ts(key)])));
      notify.error(t('saveFailed'));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const saved = await saveSettings(update);
      setDraft(toDraft(saved));
      setConfig(sortedConfig(saved));
      // The running store follows at once; other shoppers see it on their next load.
      rootStore.getState().applyCompanySettings(saved.usd_rate, isCompareOn(saved));
      notify.success(t('saved'));
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        const message = fieldMessage(error.field.replace(/^\/?website_config.*/, 'website_config'));
        setErrors({ [error.field]: 'admin' in message ? t(message.admin) : ts(message.settings) });
      }
      notify.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-page">
      <h1>{t('settings')}</h1>
      <p className="admin-page__intro">{ts('settingsIntro')}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset>
          <legend>{ts('contacts')}</legend>
          <div className="admin-form__grid">
            <Field label={t('email')} type="email" {...bind('email')} />
            <Field label={t('phone')} type="tel" {...bind('phone')} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{ts('social')}</legend>
          <div className="admin-form__grid">
            {SOCIAL_FIELDS.map((name) => (
              <Field key={name} label={SOCIAL_NAMES[name]} type="url" {...bind(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{ts('texts')}</legend>
          <div className="admin-form__grid">
            {TEXT_FIELDS.flatMap((name) => [
              <TextAreaField rows={3} key={`${name}_fr`} label={t('inFrench', { label: ts(name) })} value={draft[`${name}_fr`] ?? ''} onChange={(e) => setDraft({ ...draft, [`${name}_fr`]: e.target.value })} />,
              <TextAreaField rows={3} key={`${name}_en`} label={t('inEnglish', { label: ts(name) })} value={draft[`${name}_en`] ?? ''} onChange={(e) => setDraft({ ...draft, [`${name}_en`]: e.target.value })} />,
            ])}
          </div>
        </fieldset>
        <fieldset>
          <legend>{ts('colors')}</legend>
          <div className="admin-form__grid admin-form__grid--colors">
            {COLOR_FIELDS.map(([name, label]) => (
              <Field key={name} label={ts(label)} type="color" {...bind(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('currency')}</legend>
          <Field label={ts('usdRate')} inputMode="decimal" hint={ts('usdRateHint')} {...bind('usd_rate')} />
        </fieldset>
        <fieldset>
          <legend>{ts('icons')}</legend>
          <div className="admin-form__grid">
            {ICON_FIELDS.map(([name, label]) => (
              <Field key={name} label={ts(label)} hint={ts('iconHint')} {...bind(name)} />
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{ts('payment')}</legend>
          <p className="admin-muted">{ts('paymentIntro')}</p>
          <div className="admin-form__grid">
            <Field label={ts('paypalClientId')} autoComplete="off" spellCheck={false} {...bind('paypal_client_id')} />
            <Field label={ts('cardPublicKey')} hint={ts('cardPublicKeyHint')} autoComplete="off" spellCheck={false} {...bind('card_public_key')} />
          </div>
          <label className="admin-form__switch">
            <input
              type="checkbox"
              checked={draft.offline_payment === 'on'}
              onChange={(event) => setDraft({ ...draft, offline_payment: event.target.checked ? 'on' : '' })}
            />
            {ts('offlinePayment')}
          </label>
          <TextAreaField rows={3} label={ts('bankTransferDetails')} {...bind('bank_transfer_details')} />
          {draft.offline_payment !== 'on' && (!(draft.paypal_client_id ?? '').trim() || !(draft.card_public_key ?? '').trim()) && (
            <p className="admin-form__error" role="status">
              {ts('noPaymentMethod')}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{ts('signIn')}</legend>
          <p className="admin-muted">{ts('signInIntro')}</p>
          <Field label={ts('googleClientId')} hint={ts('googleClientIdHint')} autoComplete="off" spellCheck={false} {...bind('google_client_id')} />
        </fieldset>
        <fieldset>
          <legend>{ts('seller')}</legend>
          <p className="admin-muted">{ts('sellerIntro')}</p>
          <div className="admin-form__grid">
            {SELLER_FIELDS.map(([name, label]) => (
              <Field key={name} label={ts(label)} autoComplete="off" inputMode={name === 'postal_code' ? 'numeric' : undefined} {...bind(name)} />
            ))}
            <Field label={ts('siret')} hint={ts('siretHint')} inputMode="numeric" autoComplete="off" spellCheck={false} {...bind('siret')} />
            <Field label={ts('vatNumber')} hint={ts('vatNumberHint')} autoComplete="off" spellCheck={false} {...bind('vat_number')} />
          </div>
        </fieldset>
        <WebsiteConfigFields entries={config} onChange={setConfig} />
        <div className="admin-form__actions">
          <Button type="submit" busy={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The website config entries as switches, and a way to add a type the storefront will learn to read. */
function WebsiteConfigFields({ entries, onChange }: { entries: WebsiteConfigEntry[]; onChange: (entries: WebsiteConfigEntry[]) => void }) {
  const ts = useT(settingsMessages);
  const [newType, setNewType] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The compare switch is always offered, even before the shop has an entry for it.
  const shown = entries.some((entry) => entry.lookup_config_type === COMPARE_CONFIG_TYPE)
    ? entries
    : [{ lookup_config_type: COMPARE_CONFIG_TYPE, is_exist: false }, ...entries];

  const toggle = (type: number, on: boolean) =>
    onChange(
      shown.map((entry) => (entry.lookup_config_type === type ? { ...entry, is_exist: on } : entry)),
    );
  const add = () => {
    const type = Number(newType);
    if (!/^\d{1,6}$/.test(newType.trim()) || type < 1 || shown.some((entry) => entry.lookup_config_type === type)) {
      setError(ts('invalidConfigType'));
      return;
    }
    setError(undefined);
    setNewType('');
    onChange([...shown, { lookup_config_type: type, is_exist: true }].sort((a, b) => a.lookup_config_type - b.lookup_config_type));
  };

  return (
    <fieldset>
      <legend>{ts('websiteConfig')}</legend>
      <p className="admin-muted">{ts('websiteConfigIntro')}</p>
      <ul className="admin-config-list">
        {shown.map((entry) => (
          <li key={entry.lookup_config_type}>
            <label className="admin-form__switch">
              <input type="checkbox" checked={entry.is_exist} onChange={(event) => toggle(entry.lookup_config_type, event.target.checked)} />
              {entry.lookup_config_type === COMPARE_CONFIG_TYPE ? ts('configCompare') : ts('configType', { type: entry.lookup_config_type })}
            </label>
          </li>
        ))}
      </ul>
      <div className="admin-config-add">
        <Field
          label={ts('addConfigType')}
          inputMode="numeric"
          value={newType}
          error={error}
          onChange={(event) => setNewType(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add}>
          {ts('addConfig')}
        </Button>
      </div>
    </fieldset>
  );
}
