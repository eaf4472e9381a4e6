import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button, IconButton } from '../../../components/button.tsx';
import { AppDialog, DialogBody, DialogFooter } from '../../../components/dialog.tsx';
import { MessageIcon } from '../../../components/icons.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { useSessionUser } from '../../../lib/auth.ts';
import { useUnreadMessages } from '../api/unread-messages.ts';
import { showsMessagingButton } from '../top-bar.ts';
import * as styles from './top-bar.css.ts';

/** The top bar's messaging button with its unread badge; it opens the Unread Messages drawer (spec 1). */
export function MessagingButton() {
  const { t } = useTranslation(['shell', 'common']);
  const user = useSessionUser();
  const { pathname } = useLocation();
  const location = useLocationSettings().data;
  const unread = useUnreadMessages();
  const [isOpen, setOpen] = useState(false);
  if (!showsMessagingButton(pathname, user.permissions, location)) return null;
  return (
    <>
      <span className={styles.messaging}>
        <IconButton label={t('messaging.unread')} onPress={() => setOpen(true)}>
          <MessageIcon />
        </IconButton>
        {unread.count > 0 && (
          <span className={styles.badge} data-testid="unread-count">
            {unread.count}
          </span>
        )}
      </span>
      <AppDialog
        title={t('messaging.unreadTitle', { count: unread.count })}
        isOpen={isOpen}
        onOpenChange={setOpen}
        size="sm"
      >
        <DialogBody>
          {unread.senders.length === 0 ? (
            <p>{t('messaging.none')}</p>
          ) : (
            <ul className={styles.unreadList}>
              {unread.senders.map((sender) => (
                <li key={sender.jobAdminId}>
                  {sender.displayName} ({sender.unread}): {sender.latest}
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <Button onPress={() => setOpen(false)}>{t('common:close')}</Button>
        </DialogFooter>
      </AppDialog>
    </>
  );
}
