import { useCallback, useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { LOCATION_LIMITS, locationProblems, type AdminLocation, type AdminLocationInput } from '@bookshop/contracts';
import { ApiError } from '@bookshop/api-client';
import { useT } from '@bookshop/i18n';
import { Button, LoadingBlock, notify, settle, useRetry, type Settled } from '@bookshop/ui';
import { Field } from '@bookshop/ui/forms';
import { AdminTable, ColumnHeads } from '../../lib/admin-list';
import { ConfirmDelete, FormDialog, useDocumentTitle } from '../content/form-kit';
import { contentMessages } from '../content/messages';
import { createLocation, deleteLocation, fetchAdminLocations, updateLocation } from './api';
import { locationsMessages } from './messages';
import '../content/content.css';

type Dialog = { kind: 'edit'; location: AdminLocation | null } | { kind: 'delete'; location: AdminLocation };
type LocationField = keyof AdminLocationInput;

/** The route's client loader: the shop's locations with the picks signed at each. */
export function locationsLoader({ request }: LoaderFunctionArgs): Promise<Settled<AdminLocation[]>> {
  return settle(fetchAdminLocations(), request);
}

/** /admin-panel/locations: the shop's bookshops (or a warehouse); add, edit, delete. */
export function LocationsPage() {
  const t = useT(locationsMessages);
  useDocumentTitle(t('locationsTitle'));
  // Undefined until the loader has read for staff (just after the login, while it runs).
  const loaded = useLoaderData() as Settled<AdminLocation[]> | null | undefined;
  const reload = useRetry();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const done = (message: string) => {
    setDialog(null);
    notify.success(message);
    reload();
  };

  let body;
  if (loaded?.status === 'error') {
    body = (
      <div role="alert" className="admin-list-error">
        <p>{t('loadError')}</p>
        <Button onClick={reload}>{t('retry')}</Button>
      </div>
    );
  } else if (!loaded) body = <LoadingBlock />;
  else {
    body = (
      <AdminTable head={<ColumnHeads labels={[t('colName'), t('colAddress'), t('colHours'), t('colPickup'), t('colOnline'), t('colPicks'), t('actions')]} />}>
        {loaded.data.map((location) => (
          <tr key={location.id}>
            <th scope="row">{location.name}</th>
            <td>{location.address || <em>{t('noAddress')}</em>}</td>
            <td>
              {location.opening_hours_fr}
              {location.opening_hours_en && (
                <span className="content-tree__en" lang="en">
                  {' '}
                  / {location.opening_hours_en}
                </span>
              )}
            </td>
            <td>{t('pickupHours', { hours: location.pickup_delay_hours })}</td>
            <td>{location.ships_online ? <strong>{t('shipsOnline')}</strong> : t('notOnline')}</td>
            <td>{t('pickCount', { count: location.pick_count })}</td>
            <td className="content-row-actions">
              <Button variant="ghost" aria-label={t('editLocation', { name: location.name })} onClick={() => setDialog({ kind: 'edit', location })}>
                {t('edit')}
              </Button>
              <Button variant="ghost" className="content-danger" aria-label={t('deleteLocation', { name: location.name })} onClick={() => setDialog({ kind: 'delete', location })}>
                {t('delete')}
              </Button>
            </td>
          </tr>
        ))}
      </AdminTable>
    );
  }

  const deleting = dialog?.kind === 'delete' ? dialog.location : null;
  const onlyOne = loaded?.status === 'success' && loaded.data.length <= 1;
  return (
    <section className="admin-page content-page">
      <h1>{t('locationsTitle')}</h1>
      <p className="admin-page__intro">{t('locationsIntro')}</p>
      <div className="admin-toolbar">
        <Button onClick={() => setDialog({ kind: 'edit', location: null })}>{t('addLocation')}</Button>
      </div>
      {body}
      {dialog?.kind === 'edit' && (
        <LocationForm location={dialog.location} onClose={close} onSaved={(saved) => done(t(dialog.location ? 'saved' : 'created', { name: saved.name }))} />
      )}
      {deleting && (
        <ConfirmDelete
          name={deleting.name}
          blocked={
            deleting.pick_count > 0
              ? t('inUse', { name: deleting.name, count: deleting.pick_count })
              : deleting.ships_online
                ? t('shipsOnlineBlocked')
                : onlyOne
                  ? t('lastLocation')
                  : null
          }
          onConfirm={async () => {
            await deleteLocation(deleting.id);
            done(t('deleted', { name: deleting.name }));
          }}
          onClose={close}
          // The list shown may be older than the server's: a pick may have been signed there meanwhile, or an order
          // collected there, copies kept there, or it may ship the online orders by now.
          refusal={(error) => {
            if (!(error instanceof ApiError)) return null;
            if (error.code === 'in_use') return t('inUseNow', { name: deleting.name });
            if (error.code === 'ships_online') return t('shipsOnlineBlocked');
            return error.code === 'last_location' ? t('lastLocation') : null;
          }}
        />
      )}
    </section>
  );
}

/** Creates a location (`location` null) or edits one, checked as the API checks it; a refusal shows at its field. */
function LocationForm({ location, onClose, onSaved }: { location: AdminLocation | null; onClose: () => void; onSaved: (saved: AdminLocation) => void }) {
  const t = useT(locationsMessages);
  const tc = useT(contentMessages);
  const [draft, setDraft] = useState({
    name: location?.name ?? '',
    address: location?.address ?? '',
    opening_hours_fr: location?.opening_hours_fr ?? '',
    opening_hours_en: location?.opening_hours_en ?? '',
    pickup_delay_hours: String(location?.pickup_delay_hours ?? 24),
  });
  const [errors, setErrors] = useState<Partial<Record<LocationField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = (): AdminLocationInput => ({ ...draft, pickup_delay_hours: draft.pickup_delay_hours.trim() === '' ? Number.NaN : Number(draft.pickup_delay_hours) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const found: Partial<Record<LocationField, string>> = {};
    for (const { field, problem } of locationProblems(input())) {
      found[field] ??= problem === 'required' ? tc('required') : problem === 'invalid' ? t('invalidDelay') : t(field === 'name' ? 'nameTooLong' : 'tooLong');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = location ? await updateLocation(location.id, input()) : await createLocation(input());
      onSaved(saved);
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? (error.field as LocationField | undefined) : undefined;
      if (error instanceof ApiError && error.code === 'name_taken') setErrors({ name: tc('nameTaken') });
      else if (field && field in draft) setErrors({ [field]: tc('invalidValue') });
      else setGeneral(tc('saveFailed'));
    }
  };

  const bind = (field: LocationField) => ({
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value }),
    error: errors[field],
  });
  return (
    <FormDialog title={location ? t('editLocation', { name: location.name }) : t('newLocation')} onClose={onClose} onSubmit={(event) => void submit(event)} busy={busy} general={null}>
      <Field label={t('name')} required maxLength={LOCATION_LIMITS.name} {...bind('name')} />
      <Field label={t('address')} autoComplete="street-address" maxLength={LOCATION_LIMITS.address} {...bind('address')} />
      <Field label={t('hoursFr')} lang="fr" maxLength={LOCATION_LIMITS.openingHours} {...bind('opening_hours_fr')} />
      <Field label={t('hoursEn')} lang="en" maxLength={LOCATION_LIMITS.openingHours} {...bind('opening_hours_en')} />
      <Field label={t('pickupDelay')} hint={t('pickupDelayHint')} type="number" inputMode="numeric" min={0} max={LOCATION_LIMITS.pickupDelayHours} step={1} {...bind('pickup_delay_hours')} />
      {general && (
        <p className="admin-form__error" role="alert">
          {general}
        </p>
      )}
    </FormDialog>
  );
}
