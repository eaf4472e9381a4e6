import { useTranslation } from 'react-i18next';
import { PhoneField } from '../masked-field.tsx';
import { TextField } from '../text-field.tsx';
import * as styles from './job-form.css.ts';
import type { JobForm } from './use-job-form.ts';

interface CustomerFieldsProps {
  form: JobForm;
  /** Read-only: a void or archived job, or no right to change job information. */
  isDisabled?: boolean;
  /** Customer Name takes the focus (Create Job). */
  autoFocus?: boolean;
}

/** The Customer tab: who the job is for. */
export function CustomerFields({ form, isDisabled, autoFocus }: CustomerFieldsProps) {
  const { t } = useTranslation('jobs');
  return (
    <div className={styles.grid}>
      <TextField
        label={t('form.customerName')}
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientName')}
      />
      <div className={styles.span3}>
        <PhoneField
          label={t('form.cellPhone')}
          autoComplete="off"
          isDisabled={isDisabled}
          {...form.bind('clientCellular')}
        />
      </div>
      <TextField
        label={t('form.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        className={styles.span3}
        isDisabled={isDisabled}
        {...form.bind('clientEmail')}
      />
      <TextField
        label={t('form.address1')}
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientAddress1')}
      />
      <TextField
        label={t('form.address2')}
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientAddress2')}
      />
      <TextField
        label={t('form.city')}
        maxLength={120}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientCity')}
      />
      <TextField
        label={t('form.state')}
        maxLength={120}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientSubdivision')}
      />
      <TextField
        label={t('form.postalCode')}
        maxLength={10}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientPostalCode')}
      />
      <TextField
        label={t('form.country')}
        maxLength={120}
        className={styles.span3}
        isDisabled={isDisabled}
        {...form.bind('clientCountry')}
      />
    </div>
  );
}
