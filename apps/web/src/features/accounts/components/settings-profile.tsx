import { useMemo, useState } from 'react';
import { Trans } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isPoliceRole } from '@safeogun/contract/roles';
import { z } from 'zod';
import type { User } from '@safeogun/contract/auth';
import { PROFILE_PHONE_PATTERN } from '@safeogun/contract/users';
import { SEARCH_RADIUS_DEFAULT_KM, SEARCH_RADIUS_MAX_KM, SEARCH_RADIUS_MIN_KM } from '@safeogun/contract/constants';
import { GEOLOCATION_MESSAGES, PROFILE_MESSAGES, REPORT_MESSAGES } from '@safeogun/contract/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { updateSessionUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useNearbyStations, useUpdateBasic } from '../api/hooks';
import { TextField } from './form-field';
import { currentPosition } from './geolocation';
import { localized } from '../../../lib/i18n';
import { useSettingsMessages } from '../locales/settings/messages';
import { useAccountMessages } from '../locales/account/messages';
import { GENDER_LABELS, isGender } from './gender-label';
import { SettingsSection } from './settings-section';

/** The form's rules; `radiusRange` is the radius rule's sentence in the app's language. */
function profileSchema(radiusRange: string) {
  return z.object({
    phoneNumber: z
      .string()
      .trim()
      .min(1, PROFILE_MESSAGES.phoneInvalid)
      .regex(PROFILE_PHONE_PATTERN, PROFILE_MESSAGES.phoneFormat),
    latitude: z.string(),
    longitude: z.string(),
    radius: z.coerce.number().min(SEARCH_RADIUS_MIN_KM, radiusRange).max(SEARCH_RADIUS_MAX_KM, radiusRange),
  });
}
type Form = z.input<ReturnType<typeof profileSchema>>;

function ReadOnly({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{value || '—'}</dd>
    </div>
  );
}

function Details({ user }: { user: User }) {
  const { _ } = useSettingsMessages();
  const account = useAccountMessages();
  const gender = isGender(user.gender) ? account._(GENDER_LABELS[user.gender]) : user.gender;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnly label={_('settings.profile.username')} value={user.userName} />
      <ReadOnly label={_('settings.profile.email')} value={user.email} />
      <ReadOnly label={_('settings.profile.fullName')} value={user.fullName} />
      <ReadOnly label={_('settings.profile.address')} value={user.address} />
      <ReadOnly label={_('settings.profile.gender')} value={gender} />
    </dl>
  );
}

const parseCoord = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? null : Number(v));

export function SettingsProfile({ user }: { user: User }) {
  const { _ } = useSettingsMessages();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <SettingsSection
        title={_('settings.section.profile')}
        className="space-y-6"
        action={
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {_('settings.profile.edit')}
          </Button>
        }
      >
        <Details user={user} />
        <dl className="grid gap-4 sm:grid-cols-2">
          <ReadOnly label={_('settings.profile.phone')} value={user.phoneNumber} />
          <ReadOnly label={_('settings.profile.station')} value={user.station?.formation} />
        </dl>
      </SettingsSection>
    );
  }
  return <ProfileEdit user={user} onDone={() => setEditing(false)} />;
}

function ProfileEdit({ user, onDone }: { user: User; onDone: () => void }) {
  const { _ } = useSettingsMessages();
  const update = useUpdateBasic();
  const [stationId, setStationId] = useState<number | null>(user.stationId);
  // An officer's station is their posting (decision 006): shown, sent back unchanged, never picked here.
  const isOfficer = isPoliceRole(user.role);
  const [locating, setLocating] = useState(false);
  const radiusRange = _('settings.profile.radiusRange', { min: SEARCH_RADIUS_MIN_KM, max: SEARCH_RADIUS_MAX_KM });
  const schema = useMemo(() => profileSchema(radiusRange), [radiusRange]);
  const form = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: {
      phoneNumber: user.phoneNumber ?? '',
      latitude: user.latitude?.toString() ?? '',
      longitude: user.longitude?.toString() ?? '',
      radius: user.searchRadiusKm || SEARCH_RADIUS_DEFAULT_KM,
    },
  });
  const { register, handleSubmit, setValue, watch } = form;
  const lat = parseCoord(watch('latitude'));
  const lng = parseCoord(watch('longitude'));
  const radius = Number(watch('radius'));
  const radiusOk = radius >= SEARCH_RADIUS_MIN_KM && radius <= SEARCH_RADIUS_MAX_KM;
  const nearby = useNearbyStations(
    lat !== null && lng !== null && radiusOk ? { latitude: lat, longitude: lng, radius } : null,
  );

  async function locate() {
    setLocating(true);
    try {
      const p = await currentPosition({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 600_000 });
      setValue('latitude', p.latitude.toFixed(6));
      setValue('longitude', p.longitude.toFixed(6));
      toast.success(localized(GEOLOCATION_MESSAGES.success));
    } catch (error) {
      toast.error(localized((error as Error).message || GEOLOCATION_MESSAGES.failed));
    } finally {
      setLocating(false);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    const station = nearby.data?.find((s) => s.id === stationId);
    try {
      const saved = await update.mutateAsync({
        phoneNumber: values.phoneNumber,
        stationId,
        stationFormation: station?.formation ?? user.station?.formation ?? null,
        latitude: parseCoord(values.latitude),
        longitude: parseCoord(values.longitude),
        searchRadiusKm: Math.round(Number(values.radius)),
      });
      // The station's LGA is the resident's area: the dashboard's security alerts follow it (decision 035).
      updateSessionUser({
        phoneNumber: saved.phoneNumber,
        stationId: saved.stationId,
        station: saved.station,
        lga: saved.lga,
      });
      toast.success(localized(PROFILE_MESSAGES.updated));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) toast.error(localized(PROFILE_MESSAGES.phoneExists));
      else if (error instanceof ApiError && error.status === 400) toast.error(localized(PROFILE_MESSAGES.invalidData));
      else toast.error(errorMessage(error, PROFILE_MESSAGES.updateFailed));
    }
  });

  return (
    <SettingsSection title={_('settings.profile.editTitle')} className="space-y-6">
      <Details user={user} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={_('settings.profile.phone')}
          type="tel"
          autoComplete="tel"
          {...fieldProps(form, 'phoneNumber')}
        />
        {isOfficer ? (
          <p className="text-sm text-slate-600">
            <Trans
              id="settings.profile.posting"
              values={{ station: user.station?.formation ?? _('settings.profile.none') }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : user.station ? (
          <p className="text-sm text-slate-600">
            <Trans
              id="settings.profile.assigned"
              values={{ station: user.station.formation }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" onClick={() => void locate()} disabled={locating}>
            {locating ? _('settings.profile.locating') : _('settings.profile.locate')}
          </Button>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={_('settings.profile.latitude')} inputMode="decimal" {...register('latitude')} />
          <TextField label={_('settings.profile.longitude')} inputMode="decimal" {...register('longitude')} />
          <TextField
            label={_('settings.profile.radius')}
            type="number"
            min={SEARCH_RADIUS_MIN_KM}
            max={SEARCH_RADIUS_MAX_KM}
            {...fieldProps(form, 'radius')}
          />
        </div>
        <fieldset className="space-y-2" hidden={isOfficer}>
          <legend className="text-sm font-medium text-slate-700">{_('settings.profile.nearby')}</legend>
          {lat === null || lng === null ? (
            <p className="text-sm text-slate-500">{localized(REPORT_MESSAGES.enterAddressFirst)}</p>
          ) : nearby.isLoading ? (
            <p className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner label={localized(REPORT_MESSAGES.searchingStations)} />{' '}
              {localized(REPORT_MESSAGES.searchingStations)}
            </p>
          ) : nearby.isError ? (
            <p className="text-sm text-red-600">{localized(PROFILE_MESSAGES.nearbyFailed)}</p>
          ) : nearby.data && nearby.data.length > 0 ? (
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
              {nearby.data.map((s) => (
                <li key={s.id}>
                  <label className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 hover:bg-slate-50">
                    <span className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="station"
                        className="accent-brand-700"
                        checked={stationId === s.id}
                        onChange={() => setStationId(s.id)}
                      />
                      <span>
                        <span className="block text-sm font-medium text-slate-900">{s.formation}</span>
                        {s.address ? <span className="block text-xs text-slate-500">{s.address}</span> : null}
                      </span>
                    </span>
                    <span className="whitespace-nowrap text-sm text-slate-600">
                      {_('settings.profile.distance', { distance: s.distance.toFixed(1) })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">{localized(REPORT_MESSAGES.noStationsNearby)}</p>
          )}
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? _('settings.profile.saving') : _('settings.profile.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {_('settings.cancel')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
