import { type ReactElement, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n.ts';
import { emptyMessage } from '../../styles/shared.css.ts';
import { Button } from '../button.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { EditableTable, type TableColumn } from '../editable-table.tsx';
import { PlusIcon, TrashIcon } from '../icons.tsx';
import { Loading } from '../loading.tsx';
import { Switch } from '../switch.tsx';
import { TextField } from '../text-field.tsx';
import { Tooltip } from '../tooltip.tsx';
import { SettingsPage } from './settings-page.tsx';
import type { SettingsList } from './use-settings-list.ts';

/** What a cell may do with its row. */
export interface RowControls<Row> {
  id: string;
  /** Read-only user, locked row (public, built-in) or a save on its way. */
  isDisabled: boolean;
  update: (patch: Partial<Row>) => void;
  error: (field: string) => string | undefined;
  /** Asks the screen's delete question; Yes removes the row locally. */
  requestDelete: () => void;
}

export interface SettingsColumn<Row> {
  key: string;
  header: string;
  width?: string;
  render: (row: Row, controls: RowControls<Row>) => ReactNode;
}

export interface SettingsTableScreenProps<Row> {
  title: string;
  list: SettingsList<Row>;
  columns: readonly SettingsColumn<Row>[];
  /** The add button's text ('Add Group'). */
  addLabel: string;
  /** The add button's tooltip, where the spec gives one ('Add Preset Message'). */
  addTooltip?: string;
  /** The delete question of spec 2 section 8 ('Are you sure you want to delete this reason?'). */
  deleteMessage: string;
  /** A row's name, for the move handle and the table's announcements. */
  rowName: (row: Row) => string;
  /** More than admin write needed to add (media categories: onthefly write). */
  canAdd?: boolean;
  /** Replaces adding a blank row (a screen that first asks something). */
  onAdd?: () => void;
  /** Shown above the table (a dialog the screen owns). */
  children?: ReactNode;
  /** More buttons before the add button (Users: 'Invite User'). */
  moreActions?: ReactNode;
}

/** A table-style settings screen (spec 2 section 1), built on useSettingsList. */
export function SettingsTableScreen<Row>({
  title,
  list,
  columns,
  addLabel,
  addTooltip,
  deleteMessage,
  rowName,
  canAdd = true,
  onAdd,
  children,
  moreActions,
}: SettingsTableScreenProps<Row>) {
  const { t } = useTranslation('settings');
  const [deleting, setDeleting] = useState<string | null>(null);
  const controlsOf = (row: Row): RowControls<Row> => {
    const id = list.idOf(row);
    return {
      id,
      isDisabled: list.readOnly || list.isSaving || list.isLocked(row),
      update: (patch) => list.update(id, patch),
      error: (field) => list.error(id, field),
      requestDelete: () => setDeleting(id),
    };
  };
  const tableColumns: TableColumn<Row>[] = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: c.width,
    render: (row) => c.render(row, controlsOf(row)),
  }));

  return (
    <SettingsPage
      title={title}
      changes={list}
      actions={
        <>
          {moreActions}
          <WithTooltip text={addTooltip}>
            <Button
              onPress={() => (onAdd ? onAdd() : list.add())}
              isDisabled={list.readOnly || !canAdd || list.status !== 'success'}
            >
              <PlusIcon /> {addLabel}
            </Button>
          </WithTooltip>
        </>
      }
    >
      {children}
      {list.status === 'pending' ? (
        <Loading />
      ) : list.status === 'error' ? (
        <p className={emptyMessage}>{t('common.dataNotFound')}</p>
      ) : (
        <EditableTable
          label={title}
          columns={tableColumns}
          rows={list.rows}
          rowKey={list.idOf}
          emptyText={t('common.dataNotFound')}
          reorder={
            list.sortable ? { onMove: list.move, isDisabled: list.readOnly || list.isSaving, rowName } : undefined
          }
        />
      )}
      <ConfirmDialog
        message={deleteMessage}
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) list.remove(deleting);
          setDeleting(null);
        }}
      />
    </SettingsPage>
  );
}

/** The Active switch column; `mayChange(row)` false disables one row's switch (users: not your own). */
export function activeColumn<Row extends { isActive: boolean }>(
  width?: string,
  mayChange: (row: Row) => boolean = () => true,
): SettingsColumn<Row> {
  return {
    key: 'isActive',
    header: i18n.t('settings:common.active'),
    width,
    render: (row, controls) => (
      <Switch
        label={i18n.t('settings:common.active')}
        hideLabel
        isSelected={row.isActive}
        onChange={(isActive) => controls.update({ isActive } as Partial<Row>)}
        isDisabled={controls.isDisabled || !mayChange(row)}
      />
    ),
  };
}

/**
 * The Delete column: asks the screen's question, then removes the row until save; `mayDelete(row)` false disables
 * it for one row (users: not yourself, nor an owner).
 */
export function deleteColumn<Row>(
  width?: string,
  tooltip?: string,
  mayDelete: (row: Row) => boolean = () => true,
): SettingsColumn<Row> {
  return {
    key: 'delete',
    header: i18n.t('settings:common.delete'),
    width,
    render: (row, controls) => (
      <WithTooltip text={tooltip}>
        <Button
          variant="icon"
          aria-label={tooltip ?? i18n.t('settings:common.delete')}
          onPress={controls.requestDelete}
          isDisabled={controls.isDisabled || !mayDelete(row)}
        >
          <TrashIcon />
        </Button>
      </WithTooltip>
    ),
  };
}

/** A control with the spec's tooltip when it has one, else the control alone. */
function WithTooltip({ text, children }: { text?: string; children: ReactElement }) {
  return text ? <Tooltip text={text}>{children}</Tooltip> : children;
}

/**
 * A required text column ('Reason', 'Group'): the field named `field`, its rule's message shown under it; with
 * `errorOnBlur` only once the field has been left (Appointment Category's description).
 */
export function textColumn<Row>(
  field: keyof Row & string,
  header: string,
  options: { maxLength?: number; width?: string; errorOnBlur?: boolean } = {},
): SettingsColumn<Row> {
  return {
    key: field,
    header,
    width: options.width,
    render: (row, controls) => (
      <TextCell
        label={header}
        value={String(row[field] ?? '')}
        onChange={(value) => controls.update({ [field]: value } as Partial<Row>)}
        error={controls.error(field)}
        errorOnBlur={options.errorOnBlur}
        maxLength={options.maxLength}
        isDisabled={controls.isDisabled}
      />
    ),
  };
}

function TextCell({
  error,
  errorOnBlur,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  errorOnBlur?: boolean;
  maxLength?: number;
  isDisabled: boolean;
}) {
  const [left, setLeft] = useState(false);
  return (
    <TextField {...props} hideLabel error={!errorOnBlur || left ? error : undefined} onBlur={() => setLeft(true)} />
  );
}
