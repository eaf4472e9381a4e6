import type { Badge } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeIcon } from '../../../components/badge-icon.tsx';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { EditableTable } from '../../../components/editable-table.tsx';
import { TrashIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/select.tsx';
import { moveRow } from '../../../components/settings/settings-list.ts';
import {
  addBadgeClass,
  type BadgeClassDraft,
  badgeClassesChanged,
  orderBadgeClasses,
  removeBadgeClass,
} from '../badge-classes.ts';
import * as styles from '../scheduling.css.ts';

interface JobClassBadgesDialogProps {
  jobClassName: string;
  /** The location's badges; only active ones can be added. */
  badges: readonly Badge[];
  initial: readonly BadgeClassDraft[];
  isReadOnly: boolean;
  onSubmit: (badgeClasses: BadgeClassDraft[]) => void;
  onClose: () => void;
}

const idOf = (b: BadgeClassDraft) => b.badgeId;

/** The badges a new job of the class starts with, in their order. */
export function JobClassBadgesDialog({
  jobClassName,
  badges,
  initial,
  isReadOnly,
  onSubmit,
  onClose,
}: JobClassBadgesDialogProps) {
  const { t } = useTranslation('settings');
  const [chosen, setChosen] = useState(() => orderBadgeClasses(initial));
  const byId = new Map(badges.map((b) => [b.badgeId, b]));
  const addable = badges.filter((b) => b.isActive && !b.deletedAt && !chosen.some((c) => c.badgeId === b.badgeId));
  const canSubmit = !isReadOnly && badgeClassesChanged(initial, chosen);

  return (
    <AppDialog
      title={t('jobClasses.badgesTitle', { name: jobClassName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
    >
      <DialogBody>
        <Select
          label={t('jobClasses.addBadge')}
          placeholder={t('jobClasses.chooseBadge')}
          options={addable.map((b) => ({ id: b.badgeId, label: b.description }))}
          value={null}
          onChange={(badgeId) => setChosen(addBadgeClass(chosen, badgeId))}
          isDisabled={isReadOnly || addable.length === 0}
        />
        <EditableTable
          label={t('jobClasses.classBadges')}
          rows={chosen}
          rowKey={idOf}
          emptyText={t('jobClasses.noBadges')}
          reorder={{
            onMove: (activeId, overId) => setChosen(moveRow(chosen, idOf, activeId, overId)),
            isDisabled: isReadOnly,
            rowName: (b) => byId.get(b.badgeId)?.description ?? '',
          }}
          columns={[
            {
              key: 'badge',
              header: t('columns.badge'),
              render: (b) => {
                const badge = byId.get(b.badgeId);
                return (
                  <span className={styles.toolbar}>
                    <BadgeIcon iconName={badge?.iconName ?? ''} color={badge?.badgeStates[0]?.color ?? '#9e9e9e'} />
                    {badge?.description ?? b.badgeId}
                  </span>
                );
              },
            },
            {
              key: 'remove',
              header: t('columns.remove'),
              width: '72px',
              render: (b) => (
                <Button
                  variant="icon"
                  aria-label={t('jobClasses.removeBadge', {
                    name: byId.get(b.badgeId)?.description ?? t('jobClasses.badge'),
                  })}
                  onPress={() => setChosen(removeBadgeClass(chosen, b.badgeId))}
                  isDisabled={isReadOnly}
                >
                  <TrashIcon />
                </Button>
              ),
            },
          ]}
        />
      </DialogBody>
      <DialogFooter>
        <Button onPress={onClose}>{t('common.cancelCaps')}</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(chosen)}>
          {t('common.submitCaps')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
