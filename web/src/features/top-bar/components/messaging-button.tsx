import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IconButton } from '../../../components/button.tsx';
import { MessageIcon } from '../../../components/icons.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { SidePanel } from '../../../components/side-panel.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import { useSessionUser } from '../../../lib/auth.ts';
import { messageTime } from '../../../lib/message-time.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import { visuallyHidden } from '../../../styles/utilities.css.ts';
import { useUnreadMessages } from '../api/unread-messages.ts';
import { showsMessagingButton } from '../top-bar.ts';
import * as styles from './top-bar.css.ts';

/**
 * The top bar's messaging button with its unread count; it opens the Unread Messages drawer (spec 1), whose
 * entries open the job's folder on its Messaging tab.
 */
export function MessagingButton() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const location = useLocationSettings().data;
  const shows = showsMessagingButton(pathname, user.permissions, location);
  const unread = useUnreadMessages(shows);
  const [isOpen, setOpen] = useState(false);
  if (!shows) return null;
  const now = new Date();
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
      <SidePanel
        title={t('messaging.unreadTitle', { count: unread.count })}
        isOpen={isOpen}
        onOpenChange={setOpen}
        data-testid="unread-messages"
      >
        {unread.senders.length === 0 ? (
          <p className={styles.empty}>{t('messaging.none')}</p>
        ) : (
          <ul className={styles.unreadList}>
            {unread.senders.map((sender) => (
              <li key={sender.phone}>
                <PlainButton
                  className={styles.unreadEntry}
                  // A reply from a number no job has has no folder to open.
                  isDisabled={!sender.jobAdminId}
                  onPress={() => {
                    if (!sender.jobAdminId) return;
                    setOpen(false);
                    navigate(openJobPath(sender.jobAdminId, 'messaging'));
                  }}
                >
                  <span className={styles.unreadName}>{sender.displayName}</span>
                  <span className={styles.unreadTime}>
                    {messageTime(new Date(sender.latestAt), now, 'drawer', location?.timeZone)}
                  </span>
                  <span className={styles.unreadCount} aria-hidden>
                    {sender.unread}
                  </span>
                  <span className={visuallyHidden}>{t('messaging.unreadCount', { count: sender.unread })}</span>
                  <span className={styles.unreadText}>{sender.latest}</span>
                </PlainButton>
              </li>
            ))}
          </ul>
        )}
      </SidePanel>
    </>
  );
}
