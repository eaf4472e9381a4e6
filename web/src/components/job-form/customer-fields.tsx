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
  return (
    <div className={styles.grid}>
      <TextField
        label="Customer Name"
        autoFocus={autoFocus}
        autoComplete="off"
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientName')}
      />
      <div className={styles.span3}>
        <PhoneField label="Cell Phone" autoComplete="off" isDisabled={isDisabled} {...form.bind('clientCellular')} />
      </div>
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        className={styles.span3}
        isDisabled={isDisabled}
        {...form.bind('clientEmail')}
      />
      <TextField
        label="Address 1"
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientAddress1')}
      />
      <TextField
        label="Address 2"
        maxLength={120}
        className={styles.span6}
        isDisabled={isDisabled}
        {...form.bind('clientAddress2')}
      />
      <TextField
        label="City"
        maxLength={120}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientCity')}
      />
      <TextField
        label="State/Province"
        maxLength={120}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientSubdivision')}
      />
      <TextField
        label="Postal Code"
        maxLength={10}
        className={styles.span2}
        isDisabled={isDisabled}
        {...form.bind('clientPostalCode')}
      />
      <TextField
        label="Country"
        maxLength={120}
        className={styles.span3}
        isDisabled={isDisabled}
        {...form.bind('clientCountry')}
      />
    </div>
  );
}
