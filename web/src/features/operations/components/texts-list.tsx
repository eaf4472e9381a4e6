import { formatPhone, type OutboxTextView } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { openJobPath } from '../../../lib/open-job-url.ts';
import * as styles from './operations.css.ts';

/** The kept texts, newest first (as the server answers): each with its files, its job, and a reply to simulate. */
export function TextsList({
  texts,
  onReply,
}: {
  texts: readonly OutboxTextView[];
  onReply: (text: OutboxTextView) => void;
}) {
  const { t } = useTranslation('operations');
  if (texts.length === 0) return <p className={styles.empty}>{t('outbox.noTexts')}</p>;
  return (
    <ul className={styles.list} aria-label={t('outbox.texts')}>
      {texts.map((text) => {
        const to = formatPhone(text.to);
        const at = formatDateTime(new Date(text.at), text.timeZone ?? undefined);
        return (
          <li key={text.id} className={styles.item} aria-label={t('outbox.text', { to, at })}>
            <div className={styles.itemText}>
              <span className={styles.itemTitle}>{t('outbox.route', { from: formatPhone(text.from), to })}</span>
              <span className={styles.muted}>
                {[
                  at,
                  text.status ? t(`outbox.status.${text.status}`) : t('outbox.status.unknown'),
                  text.locationShortName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <p className={styles.body}>{text.body}</p>
              {text.media.length > 0 && (
                <span className={styles.files}>
                  {text.media.map((file) =>
                    file.url ? (
                      <a key={file.mediaId} href={file.url} target="_blank" rel="noreferrer">
                        {file.fileName}
                      </a>
                    ) : (
                      <span key={file.mediaId} title={t('outbox.noLink')}>
                        {file.fileName}
                      </span>
                    ),
                  )}
                </span>
              )}
              {text.jobAdminId && (
                <Link to={openJobPath(text.jobAdminId, 'messaging')}>
                  {t('outbox.job', { job: text.displayJobAdmin || text.jobAdminId })}
                </Link>
              )}
            </div>
            <div className={styles.actions}>
              <Button aria-label={t('outbox.replyTo', { to })} onPress={() => onReply(text)}>
                {t('outbox.reply')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
