import {
  cardDensities,
  type DisplayPreferences,
  defaultDisplayPreferences,
  hoursTypes,
  type TileFlag,
  type TileFlags,
  weekStarts,
} from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { AppDialog, DialogFooter } from '../../components/dialog.tsx';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { UnsavedWorkPrompt } from '../../components/unsaved-work-prompt.tsx';
import { useDepartments } from '../../lib/departments.ts';
import { useDisplayPreferences, useSaveDisplayPreferences } from '../../lib/display-preferences.ts';
import * as styles from './user-settings.css.ts';

/** The tile flags of spec 3 section 2.6, in the contract's order; the catalogue names them as the shop says them. */
const tileFlags = Object.keys(defaultDisplayPreferences.jobTiles) as TileFlag[];
const tabs = ['jobTiles', 'departmentOptions', 'scheduleTiles'] as const;

function TileFlagSwitches({ flags, onChange }: { flags: TileFlags; onChange: (flags: TileFlags) => void }) {
  const { t } = useTranslation('user');
  return (
    <div className={styles.flags}>
      {tileFlags.map((flag) => (
        <Switch
          key={flag}
          label={t(`display.flags.${flag}`)}
          isSelected={flags[flag]}
          onChange={(on) => onChange({ ...flags, [flag]: on })}
        />
      ))}
    </div>
  );
}

/**
 * Display Preferences (spec 3 section 2.6) of the selected location: what job tiles and schedule tiles show, and
 * how the board lays out its departments. Saved with the user on the server, so they follow them to any browser.
 */
export function DisplayPreferencesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('user');
  const saved = useDisplayPreferences();
  const save = useSaveDisplayPreferences();
  const departments = useDepartments();
  const [draft, setDraft] = useState<DisplayPreferences>(saved);
  const [asking, setAsking] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const options = draft.departmentOptions;
  const setOptions = (change: Partial<DisplayPreferences['departmentOptions']>) =>
    setDraft((d) => ({ ...d, departmentOptions: { ...d.departmentOptions, ...change } }));
  const minified = new Set(options.usesMinifyTile);

  const submit = () => {
    setAsking(false);
    save.mutate(draft, { onSuccess: onClose });
  };
  const cancel = () => (changed ? setAsking(true) : onClose());

  return (
    <AppDialog title={t('display.title')} isOpen onOpenChange={(open) => !open && cancel()} size="lg">
      <Tabs>
        <TabList aria-label={t('display.title')}>
          {tabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {t(`display.tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="jobTiles" className={styles.panel}>
          <TileFlagSwitches flags={draft.jobTiles} onChange={(jobTiles) => setDraft((d) => ({ ...d, jobTiles }))} />
        </TabPanel>
        <TabPanel id="departmentOptions" className={styles.panel}>
          <div className={styles.options}>
            <Switch
              label={t('display.showSubtotals')}
              isSelected={options.showSubtotals}
              onChange={(on) => setOptions({ showSubtotals: on })}
            />
            <Switch
              label={t('display.showHours')}
              isSelected={options.showHours}
              onChange={(on) => setOptions({ showHours: on })}
            />
            <Select
              label={t('display.hoursType')}
              options={hoursTypes.map((id) => ({ id, label: t(`display.hoursTypes.${id}`) }))}
              value={options.hoursType}
              onChange={(value) =>
                setOptions({ hoursType: value as DisplayPreferences['departmentOptions']['hoursType'] })
              }
              isDisabled={!options.showHours}
            />
            <Select
              label={t('display.cardDensity')}
              options={cardDensities.map((id) => ({ id, label: t(`display.cardDensities.${id}`) }))}
              value={options.cardDensity}
              onChange={(value) =>
                setOptions({ cardDensity: value as DisplayPreferences['departmentOptions']['cardDensity'] })
              }
            />
            <Switch
              label={t('display.showOverview')}
              isSelected={options.showOverview}
              onChange={(on) => setOptions({ showOverview: on })}
            />
            <fieldset className={styles.departments}>
              <legend className={styles.legend}>{t('display.minified')}</legend>
              {(departments.data ?? []).map((d) => (
                <Checkbox
                  key={d.shortName}
                  label={d.name}
                  isSelected={minified.has(d.shortName)}
                  onChange={(on) =>
                    setOptions({
                      usesMinifyTile: on
                        ? [...options.usesMinifyTile, d.shortName]
                        : options.usesMinifyTile.filter((s) => s !== d.shortName),
                    })
                  }
                />
              ))}
            </fieldset>
          </div>
        </TabPanel>
        <TabPanel id="scheduleTiles" className={styles.panel}>
          <TileFlagSwitches
            flags={draft.scheduleTiles}
            onChange={(scheduleTiles) => setDraft((d) => ({ ...d, scheduleTiles }))}
          />
          <div className={styles.options}>
            <Select
              label={t('display.weekStart')}
              options={weekStarts.map((id) => ({ id, label: t(`display.weekStarts.${id}`) }))}
              value={draft.weekStart}
              onChange={(value) => setDraft((d) => ({ ...d, weekStart: value as DisplayPreferences['weekStart'] }))}
            />
          </div>
        </TabPanel>
      </Tabs>
      <DialogFooter note={save.error?.message}>
        <Button onPress={cancel}>{t('cancel')}</Button>
        <Button variant="primary" onPress={submit} isDisabled={!changed || save.isPending}>
          {t('save')}
        </Button>
      </DialogFooter>
      <UnsavedWorkPrompt isOpen={asking} onYes={submit} onNo={onClose} onCancel={() => setAsking(false)} />
    </AppDialog>
  );
}
