import { type Estimate, jobFieldsSchema } from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { checkJobForm, initialJobForm, toCreateInput } from '../../components/job-form/job-form.ts';
import { seedFromEstimate, seedFromJob } from './job-seed.ts';

const job = jobFieldsSchema.parse({
  clientName: 'Pat Doe',
  clientCellular: '5551234567',
  clientEmail: 'pat@example.com',
  clientCity: 'Oakland',
  year: 2019,
  make: 'Honda',
  model: 'Civic',
  color: 'Blue',
  style: 'Sedan',
  vin: '1HGCM82633A004352',
  hat: 'RO-77',
  description: 'Rear bumper',
  jobClassId: 'heavy',
  hours: 12.5,
  subTotal: 1200,
  scheduledIn: '2025-03-10T00:00:00',
  dateTowIn: '2025-03-05T00:00:00',
});

const estimate: Estimate = {
  estimateId: 'est-1',
  receivedAt: '2025-03-01T10:00:00.000Z',
  linkedJobAdminId: null,
  name: 'Lee Park',
  year: 2021,
  color: 'White',
  make: 'Toyota',
  model: 'RAV4',
  hours: 8.5,
  subtotal: 2450.5,
  fileName: 'lee.ems',
  hat: 'EST-9',
  refinish: 2,
  cellular: '5559876543',
  vin: 'JTMBFREV0JJ123456',
};

describe('Clone: a new job from another job', () => {
  it('copies the customer and the vehicle, not the Job ID, description, class, hours or dates', () => {
    const { values, estimateId } = seedFromJob(job);
    expect(values).toEqual({
      clientName: 'Pat Doe',
      clientCellular: '(555) 123-4567',
      clientEmail: 'pat@example.com',
      clientAddress1: '',
      clientAddress2: '',
      clientCity: 'Oakland',
      clientSubdivision: '',
      clientPostalCode: '',
      clientCountry: '',
      year: '2019',
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
      style: 'Sedan',
      vin: '1HGCM82633A004352',
    });
    expect(estimateId).toBeUndefined();
  });
});

describe('Link Estimate: a new job from an estimate', () => {
  it('maps the estimate’s fields to the form and keeps its id to link', () => {
    const seed = seedFromEstimate(estimate);
    expect(seed.values).toEqual({
      clientName: 'Lee Park',
      clientCellular: '(555) 987-6543',
      year: '2021',
      color: 'White',
      make: 'Toyota',
      model: 'RAV4',
      hours: '8.5',
      refinish: '2',
      subTotal: '2450.50',
      hat: 'EST-9',
      vin: 'JTMBFREV0JJ123456',
    });
    expect(seed.estimateId).toBe('est-1');
  });

  it('leaves zeros blank and sends the estimate id with the create', () => {
    const seed = seedFromEstimate({ ...estimate, year: 0, hours: 0, subtotal: 0, refinish: 0 });
    expect(seed.values).toMatchObject({ year: '', hours: '', subTotal: '', refinish: '' });
    const values = { ...initialJobForm('2025-03-05', undefined), ...seed.values, jobClassId: 'light' };
    expect(toCreateInput(values, 'EST', seed.estimateId).estimateId).toBe('est-1');
    const check = checkJobForm(values, {
      today: '2025-03-05',
      jobClass: undefined,
      departmentShortName: 'EST',
      estimateId: seed.estimateId,
    });
    expect(check.job?.estimateId).toBe('est-1');
  });
});
