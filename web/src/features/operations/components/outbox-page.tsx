import { formatPhone } from '@bayline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import * as shared from '../../../styles/shared.css.ts';
import { useMailOutbox } from '../api/get-mail-outbox.ts';
import { useSmsOutbox } from '../api/get-sms-outbox.ts';
import * as styles from './operations.css.ts';
import { OperationsNav } from './operations-nav.tsx';
import { type ReplyDraft, SimulateReplyForm } from './simulate-reply-form.tsx';
import { TextsList } from './texts-list.tsx';

/**
 * /operations/sms-outbox, for owners and support: what the embedded start kept instead of sending. The texts,
 * newest first, with a form that simulates a customer's reply; and the mail (invitations, reset links). Read again
 * every few seconds.
 */
export function OutboxPage() {
  const { t } = useTranslation('operations');
  const texts = useSmsOutbox();
  const mail = useMailOutbox();
  const [draft, setDraft] = useState<ReplyDraft>();
  const refused = texts.error instanceof ApiError && texts.error.status === 403;
  return (
    <section className={shared.scrollingPage} aria-labelledby="outbox-title">
      <OperationsNav />
      <div className={shared.pageToolbar}>
        <h1 id="outbox-title" className={shared.pageTitle}>
          {t('outbox.title')}
        </h1>
      </div>
      {texts.error && (
        <p className={styles.error} role="alert">
          {refused ? t('noAccess') : t('outbox.loadFailed', { error: texts.error.message })}
        </p>
      )}
      {texts.isPending && <Loading />}
      {texts.data && (
        <Tabs look="page">
          <TabList aria-label={t('outbox.title')}>
            <Tab id="texts">{t('outbox.texts')}</Tab>
            <Tab id="mail">{t('outbox.mail')}</Tab>
          </TabList>
          <TabPanel id="texts" className={styles.tabPanel}>
            <SimulateReplyForm key={draft?.chosen} draft={draft} />
            <TextsList
              texts={texts.data}
              onReply={(text) => setDraft({ from: formatPhone(text.to), to: formatPhone(text.from), chosen: text.id })}
            />
          </TabPanel>
          <TabPanel id="mail" className={styles.tabPanel}>
            {mail.error && (
              <p className={styles.error} role="alert">
                {t('outbox.loadFailed', { error: mail.error.message })}
              </p>
            )}
            {mail.data &&
              (mail.data.length === 0 ? (
                <p className={styles.empty}>{t('outbox.noMail')}</p>
              ) : (
                <ul className={styles.list}>
                  {mail.data.map((m) => (
                    <li key={m.id} className={styles.item} aria-label={m.subject}>
                      <div className={styles.itemText}>
                        <span className={styles.itemTitle}>{m.subject}</span>
                        <span className={styles.muted}>
                          {t('outbox.mailDetails', { at: formatDateTime(new Date(m.at)), from: m.from, to: m.to })}
                        </span>
                        <p className={styles.body}>{m.text}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              ))}
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
