import type { Contact } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import * as fieldStyles from '../../../components/field.css.ts';
import { ListBox, ListLabel, ListOption, type Selection } from '../../../components/ui/list.tsx';
import * as styles from './folder.css.ts';

interface AdditionalNotificationsDialogProps {
  departmentName: string;
  contacts: readonly Contact[];
  /** The department's notify-only recipients now. */
  selected: readonly string[];
  onClose: () => void;
  onSubmit: (contactIds: string[]) => void;
}

/** 'Additional Notifications': more people notified about the department (notify-only assignments). */
export function AdditionalNotificationsDialog({
  departmentName,
  contacts,
  selected,
  onClose,
  onSubmit,
}: AdditionalNotificationsDialogProps) {
  const { t } = useTranslation('jobs');
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(selected));
  const choose = (keys: Selection) =>
    setChosen(keys === 'all' ? new Set(contacts.map((c) => c.contactId)) : new Set([...keys].map(String)));

  return (
    <AppDialog
      title={t('assignments.additionalTitle', { department: departmentName })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="sm"
    >
      <DialogBody>
        <div className={fieldStyles.field}>
          <ListLabel id="additional-assignees-label" className={fieldStyles.label}>
            {t('assignments.assignees')}
          </ListLabel>
          <ListBox
            aria-labelledby="additional-assignees-label"
            className={styles.columnList}
            selectionMode="multiple"
            selectedKeys={chosen}
            onSelectionChange={choose}
            items={contacts}
            renderEmptyState={() => <p className={styles.empty}>{t('dataNotFound')}</p>}
          >
            {(contact) => (
              <ListOption id={contact.contactId} textValue={contact.name} className={styles.option}>
                {({ isSelected }) => (
                  <>
                    <span className={styles.optionBox} data-checked={isSelected || undefined} aria-hidden>
                      {isSelected ? '✓' : ''}
                    </span>
                    {contact.name}
                  </>
                )}
              </ListOption>
            )}
          </ListBox>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onPress={() => setChosen(new Set())} isDisabled={chosen.size === 0}>
          {t('assignments.clear')}
        </Button>
        <Button onPress={onClose}>{t('close')}</Button>
        <Button variant="primary" onPress={() => onSubmit([...chosen])}>
          {t('assignments.submit')}
        </Button>
      </DialogFooter>
    </AppDialog>
  );
}
