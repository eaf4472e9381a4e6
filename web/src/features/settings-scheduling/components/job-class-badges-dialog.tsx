import type { Badge } from '@bayline/contracts';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { EditableTable } from '../../../components/editable-table.tsx';
import { TrashIcon } from '../../../components/icons.tsx';
import { Select } from '../../../components/select.tsx';
import { BadgeIcon } from '../../badges/components/badge-icon.tsx';
import { moveRow } from '../../settings/settings-list.ts';
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
  const [chosen, setChosen] = useState(() => orderBadgeClasses(initial));
  const byId = new Map(badges.map((b) => [b.badgeId, b]));
  const addable = badges.filter((b) => b.isActive && !b.deletedAt && !chosen.some((c) => c.badgeId === b.badgeId));
  const canSubmit = !isReadOnly && badgeClassesChanged(initial, chosen);

  return (
    <AppDialog title={`Badges: ${jobClassName}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <DialogBody>
        <Select
          label="Add Badge"
          placeholder="Choose a badge"
          options={addable.map((b) => ({ id: b.badgeId, label: b.description }))}
          value={null}
          onChange={(badgeId) => setChosen(addBadgeClass(chosen, badgeId))}
          isDisabled={isReadOnly || addable.length === 0}
        />
        <EditableTable
          label="Job class badges"
          rows={chosen}
          rowKey={idOf}
          emptyText="No badges found"
          reorder={{
            onMove: (activeId, overId) => setChosen(moveRow(chosen, idOf, activeId, overId)),
            isDisabled: isReadOnly,
            rowName: (b) => byId.get(b.badgeId)?.description ?? '',
          }}
          columns={[
            {
              key: 'badge',
              header: 'Badge',
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
              header: 'Remove',
              width: '72px',
              render: (b) => (
                <Button
                  variant="icon"
                  aria-label={`Remove ${byId.get(b.badgeId)?.description ?? 'badge'}`}
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
        <Button onPress={onClose}>CANCEL</Button>
        <Button variant="primary" isDisabled={!canSubmit} onPress={() => onSubmit(chosen)}>
          SUBMIT
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
