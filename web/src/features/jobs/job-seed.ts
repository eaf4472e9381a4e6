import { type Estimate, formatPhone, type JobFields } from '@bayline/contracts';
import { customerFields, type JobFormValues, valuesFromJob } from '../../components/job-form/job-form.ts';

/** What a new job starts from besides the defaults: another job's data (Clone) or an estimate (Link Estimate). */
export interface JobSeed {
  values: Partial<JobFormValues>;
  /** Sent with the create to link the estimate to the new job. */
  estimateId?: string | null;
}

const vehicleFields = ['year', 'make', 'model', 'color', 'style', 'vin'] as const;

/** Clone: the customer and vehicle of another job; its number, dates and the rest are not copied. */
export function seedFromJob(job: JobFields): JobSeed {
  const all = valuesFromJob(job);
  const values: Partial<JobFormValues> = {};
  for (const field of [...customerFields, ...vehicleFields]) Object.assign(values, { [field]: all[field] });
  return { values };
}

/** A number as the form's text; nothing for 0, which the form leaves blank. */
const numberText = (n: number) => (n > 0 ? String(n) : '');

/** Link Estimate: the estimate's fields in the form's names, and its id to link. */
export function seedFromEstimate(estimate: Estimate): JobSeed {
  return {
    values: {
      clientName: estimate.name,
      clientCellular: formatPhone(estimate.cellular),
      year: numberText(estimate.year),
      color: estimate.color,
      make: estimate.make,
      model: estimate.model,
      hours: numberText(estimate.hours),
      refinish: numberText(estimate.refinish),
      subTotal: estimate.subtotal > 0 ? estimate.subtotal.toFixed(2) : '',
      hat: estimate.hat,
      vin: estimate.vin,
    },
    estimateId: estimate.estimateId,
  };
}
