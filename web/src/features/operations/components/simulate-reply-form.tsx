import { formatPhone, simulatedReplySchema } from '@bayline/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { useLocationSettings } from '../../../components/job-form/api/get-location-settings.ts';
import { PhoneField } from '../../../components/masked-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { tMessage } from '../../../lib/messages.ts';
import { useSimulateReply } from '../api/simulate-reply.ts';
import * as styles from './operations.css.ts';

/** The form prefilled from a chosen text: from its recipient, to the number it came from. */
export interface ReplyDraft {
  from: string;
  to: string;
  /** The chosen text's id: choosing another starts the form anew. */
  chosen: string;
}

type Field = 'from' | 'to' | 'body';

/**
 * 'Simulate Reply': the customer's text, from their number to the location's send number, taken through the same
 * inbound path as a real one (the job's thread and unread count follow).
 */
export function SimulateReplyForm({ draft }: { draft?: ReplyDraft }) {
  const { t } = useTranslation('operations');
  const sendPhone = useLocationSettings().data?.smsSendPhone;
  const simulate = useSimulateReply();
  const [from, setFrom] = useState(draft?.from ?? '');
  const [to, setTo] = useState<string>();
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const shownTo = to ?? draft?.to ?? (sendPhone ? formatPhone(sendPhone) : '');

  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors(({ [field]: _, ...rest }) => rest);
    simulate.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = simulatedReplySchema.safeParse({ from, to: shownTo, body });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= tMessage(issue.message);
      }
      setErrors(found);
      return;
    }
    simulate.mutate(checked.data, { onSuccess: () => setBody('') });
  };

  return (
    <section className={styles.section} aria-labelledby="simulate-reply-title">
      <h2 id="simulate-reply-title" className={styles.sectionTitle}>
        {t('reply.title')}
      </h2>
      <p className={styles.note}>{t('reply.note')}</p>
      <form className={styles.replyForm} onSubmit={submit} noValidate>
        <PhoneField label={t('reply.from')} value={from} onChange={edit('from', setFrom)} error={errors.from} />
        <PhoneField label={t('reply.to')} value={shownTo} onChange={edit('to', setTo)} error={errors.to} />
        <TextField
          className={styles.wide}
          label={t('reply.body')}
          value={body}
          onChange={edit('body', setBody)}
          error={errors.body}
          multiline
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isDisabled={simulate.isPending}>
            {t('reply.send')}
          </Button>
        </div>
      </form>
      {simulate.isError && (
        <p className={styles.error} role="alert">
          {t('reply.failed', { error: simulate.error.message })}
        </p>
      )}
      {simulate.isSuccess && (
        <p className={styles.success} role="status">
          {t('reply.sent', { from: formatPhone(simulate.data.from) })}
        </p>
      )}
    </section>
  );
}
