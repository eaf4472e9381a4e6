import { MaskedField } from '../../../components/masked-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { JobForm } from '../use-job-form.ts';
import * as styles from './job-form.css.ts';

/** The Customer tab: who the job is for. */
export function CustomerFields({ form }: { form: JobForm }) {
  return (
    <div className={styles.grid}>
      <TextField
        label="Customer Name"
        autoFocus
        autoComplete="off"
        maxLength={120}
        className={styles.span6}
        {...form.bind('clientName')}
      />
      <div className={styles.span3}>
        <MaskedField label="Cell Phone" mask="(000) 000-0000" autoComplete="off" {...form.bind('clientCellular')} />
      </div>
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={254}
        className={styles.span3}
        {...form.bind('clientEmail')}
      />
      <TextField label="Address 1" maxLength={120} className={styles.span6} {...form.bind('clientAddress1')} />
      <TextField label="Address 2" maxLength={120} className={styles.span6} {...form.bind('clientAddress2')} />
      <TextField label="City" maxLength={120} className={styles.span2} {...form.bind('clientCity')} />
      <TextField label="State/Province" maxLength={120} className={styles.span2} {...form.bind('clientSubdivision')} />
      <TextField label="Postal Code" maxLength={10} className={styles.span2} {...form.bind('clientPostalCode')} />
      <TextField label="Country" maxLength={120} className={styles.span3} {...form.bind('clientCountry')} />
    </div>
  );
}
