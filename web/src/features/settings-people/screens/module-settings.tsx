import { isSupport, type LocationSettingsView, type locationSettingsViewSchema } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '../../../components/masked-field.tsx';
import { SettingsPage } from '../../../components/settings/settings-page.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Switch } from '../../../components/switch.tsx';
import { ApiError, api, type Tagged } from '../../../lib/api.ts';
import { selectedLocation, useSessionUser } from '../../../lib/auth.ts';
import { tMessage } from '../../../lib/messages.ts';
import { stack } from '../../../styles/shared.css.ts';
import { useSettingsAnswered } from '../api/location-settings.ts';
import * as styles from '../components/settings-people.css.ts';
import { WithLocationSettings } from '../components/with-location-settings.tsx';
import {
  canSaveModules,
  enableMessagingPath,
  type ModuleValues,
  modulePhoneError,
  modulesChanged,
  moduleValuesOf,
} from '../module-settings.ts';

/** Module Settings (spec 2 section 2): the messaging module and its SMS phone, changed by support users only. */
export function ModuleSettingsScreen() {
  const user = useSessionUser();
  const location = selectedLocation(user)?.shortName;
  return (
    <WithLocationSettings key={location}>
      {(read) => (isSupport(user.roles) ? <ModuleForm read={read} /> : <ModuleView settings={read.value} />)}
    </WithLocationSettings>
  );
}

function ModuleForm({ read }: { read: Tagged<LocationSettingsView> }) {
  const { t } = useTranslation('settings');
  const saved = moduleValuesOf(read.value);
  const [draft, setDraft] = useState<Partial<ModuleValues>>({});
  const [touched, setTouched] = useState(false);
  const [isSaving, setSaving] = useState(false);
  /** The server's word on the phone (e.g. another location's), until it is changed. */
  const [phoneRefused, setPhoneRefused] = useState<string>();
  const answered = useSettingsAnswered();
  const showSnackbar = useSnackbar();
  const values = { ...saved, ...draft };
  const canSave = canSaveModules(saved, values, true) && !isSaving;
  const isDirty = modulesChanged(saved, values);

  const save = async (): Promise<boolean> => {
    if (!canSave) return false;
    setSaving(true);
    try {
      answered({
        value: await api.post<typeof locationSettingsViewSchema>('production', enableMessagingPath(values)),
        etag: null,
      });
      setDraft({});
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) showSnackbar(error.title, 'alert');
      const phone = error instanceof ApiError ? error.errors.find((e) => e.field === 'phoneNumber') : undefined;
      if (phone) setPhoneRefused(tMessage(phone.message));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsPage title={t('moduleSettings.title')} changes={{ isDirty, canSave, save }}>
      <div className={stack}>
        <Switch
          label={t('moduleSettings.messagingModule')}
          isSelected={values.enableMessaging}
          onChange={(enableMessaging) => setDraft((d) => ({ ...d, enableMessaging }))}
        />
        <PhoneField
          label={t('moduleSettings.smsPhone')}
          value={values.smsSendPhone}
          onChange={(smsSendPhone) => {
            setPhoneRefused(undefined);
            setDraft((d) => ({ ...d, smsSendPhone }));
          }}
          onBlur={() => setTouched(true)}
          error={(touched ? modulePhoneError(values.smsSendPhone) : undefined) ?? phoneRefused}
        />
      </div>
    </SettingsPage>
  );
}

/** What users without the support role see: the module's state and who to ask. */
function ModuleView({ settings }: { settings: Pick<LocationSettingsView, 'enableMessaging' | 'smsSendPhone'> }) {
  const { t } = useTranslation('settings');
  const phone = moduleValuesOf(settings).smsSendPhone;
  return (
    <SettingsPage title={t('moduleSettings.title')}>
      <p>
        {t('moduleSettings.messagingModule')}:{' '}
        <strong>{settings.enableMessaging ? t('moduleSettings.enabled') : t('moduleSettings.disabled')}</strong>
      </p>
      <p>
        {t('moduleSettings.messagingPhone')}: {phone || t('moduleSettings.notSet')}
      </p>
      <p className={styles.note}>{t('moduleSettings.contactSupport')}</p>
    </SettingsPage>
  );
}
