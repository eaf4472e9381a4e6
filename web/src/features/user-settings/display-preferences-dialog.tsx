import type {
  cardDensities,
  DisplayPreferences,
  hoursTypes,
  TileFlag,
  TileFlags,
  weekStarts,
} from '@bayline/contracts';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { AppDialog, DialogFooter } from '../../components/dialog.tsx';
import * as tabStyles from '../../components/job-form/job-form.css.ts';
import { Select } from '../../components/select.tsx';
import { Switch } from '../../components/switch.tsx';
import { useDisplayPreferences, useSaveDisplayPreferences } from '../../lib/display-preferences.ts';
import { useDepartments } from '../board/api/get-departments.ts';
import { UnsavedQuestion } from './unsaved-question.tsx';
import * as styles from './user-settings.css.ts';

/** The tile flags of spec 3 section 2.6, named as the shop says them. */
const tileFlagLabels: Record<TileFlag, string> = {
  showCustomerName: 'Customer name',
  showColor: 'Color',
  showVehicle: 'Vehicle',
  showJobHours: 'Job hours',
  showGroup: 'Group',
  showCycleCounter: 'Cycle counter',
  showVin: 'VIN',
  showAssignee: 'Assignee',
  showDescription: 'Description',
  useClockTimer: 'Clock timer',
  enableTileColor: 'Tile color',
  showOverallLateIndicator: 'Overall late indicator',
  showDepartmentLateIndicator: 'Department late indicator',
};
const tileFlags = Object.keys(tileFlagLabels) as TileFlag[];

const hoursTypeLabels: Record<(typeof hoursTypes)[number], string> = { total: 'Total', remaining: 'Remaining' };
const densityLabels: Record<(typeof cardDensities)[number], string> = { regular: 'Regular', compact: 'Compact' };
const weekStartLabels: Record<(typeof weekStarts)[number], string> = { sunday: 'Sunday', monday: 'Monday' };
const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((id) => ({ id, label: labels[id] }));

function TileFlagSwitches({ flags, onChange }: { flags: TileFlags; onChange: (flags: TileFlags) => void }) {
  return (
    <div className={styles.flags}>
      {tileFlags.map((flag) => (
        <Switch
          key={flag}
          label={tileFlagLabels[flag]}
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
    <AppDialog title="Display Preferences" isOpen onOpenChange={(open) => !open && cancel()} size="lg">
      <Tabs>
        <TabList className={tabStyles.tabList} aria-label="Display Preferences">
          <Tab id="jobTiles" className={tabStyles.tab}>
            Job Tiles
          </Tab>
          <Tab id="departmentOptions" className={tabStyles.tab}>
            Department Options
          </Tab>
          <Tab id="scheduleTiles" className={tabStyles.tab}>
            Schedule Tiles
          </Tab>
        </TabList>
        <TabPanel id="jobTiles" className={styles.panel}>
          <TileFlagSwitches flags={draft.jobTiles} onChange={(jobTiles) => setDraft((d) => ({ ...d, jobTiles }))} />
        </TabPanel>
        <TabPanel id="departmentOptions" className={styles.panel}>
          <div className={styles.options}>
            <Switch
              label="Show subtotals"
              isSelected={options.showSubtotals}
              onChange={(on) => setOptions({ showSubtotals: on })}
            />
            <Switch
              label="Show hours"
              isSelected={options.showHours}
              onChange={(on) => setOptions({ showHours: on })}
            />
            <Select
              label="Hours"
              options={optionsOf(hoursTypeLabels)}
              value={options.hoursType}
              onChange={(value) =>
                setOptions({ hoursType: value as DisplayPreferences['departmentOptions']['hoursType'] })
              }
              isDisabled={!options.showHours}
            />
            <Select
              label="Card density"
              options={optionsOf(densityLabels)}
              value={options.cardDensity}
              onChange={(value) =>
                setOptions({ cardDensity: value as DisplayPreferences['departmentOptions']['cardDensity'] })
              }
            />
            <Switch
              label="Show the departments overview"
              isSelected={options.showOverview}
              onChange={(on) => setOptions({ showOverview: on })}
            />
            <fieldset className={styles.departments}>
              <legend className={styles.legend}>Minified departments (narrow columns of small tiles)</legend>
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
              label="Week starts on"
              options={optionsOf(weekStartLabels)}
              value={draft.weekStart}
              onChange={(value) => setDraft((d) => ({ ...d, weekStart: value as DisplayPreferences['weekStart'] }))}
            />
          </div>
        </TabPanel>
      </Tabs>
      <DialogFooter note={save.error?.message}>
        <Button onPress={cancel}>CANCEL</Button>
        <Button variant="primary" onPress={submit} isDisabled={!changed || save.isPending}>
          SAVE
        </Button>
      </DialogFooter>
      <UnsavedQuestion isOpen={asking} onSave={submit} onDiscard={onClose} onStay={() => setAsking(false)} />
    </AppDialog>
  );
}
