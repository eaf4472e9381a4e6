import {
  areas,
  dateMessages,
  type JobClass,
  jobFieldsSchema,
  jobMessages,
  Level,
  type Permissions,
} from '@bayline/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import {
  canAddGroup,
  changedFields,
  checkJobEdit,
  checkJobForm,
  defaultJobClass,
  initialJobForm,
  type JobFormValues,
  tabOf,
  toCreateInput,
  valuesFromJob,
  withDate,
} from './job-form.ts';

function jobClass(jobClassId: string, sortOrder: number, extra: Partial<JobClass> = {}): JobClass {
  return {
    jobClassId,
    name: jobClassId,
    description: '',
    isActive: true,
    deletedAt: null,
    sortOrder,
    serviceDays: 3,
    displayColor: '#336699',
    sundayCapacity: 0,
    mondayCapacity: 4,
    tuesdayCapacity: 4,
    wednesdayCapacity: 0,
    thursdayCapacity: 4,
    fridayCapacity: 4,
    saturdayCapacity: 0,
    allowOvercapacity: false,
    badgeClasses: [],
    ...extra,
  };
}

// 2025-03-05 is a Wednesday.
const today = '2025-03-05';
const standard = jobClass('standard', 1);

function validForm(extra: Partial<JobFormValues> = {}): JobFormValues {
  return { ...initialJobForm(today, standard), clientName: 'Pat Doe', clientCellular: '(555) 123-4567', ...extra };
}

const context = { today, jobClass: standard, departmentShortName: 'estimate' };

describe('new job defaults', () => {
  it('takes the active class with the lowest sortOrder', () => {
    const classes = [
      jobClass('late', 5),
      jobClass('retired', 0, { isActive: false }),
      jobClass('gone', 1, { deletedAt: '2025-01-01T00:00:00Z' }),
      jobClass('first', 2),
    ];
    expect(defaultJobClass(classes)?.jobClassId).toBe('first');
    expect(defaultJobClass([])).toBeUndefined();
  });

  it('schedules out the next day with the default class and nothing else filled', () => {
    const form = initialJobForm(today, standard);
    expect(form.scheduledOut).toBe('2025-03-06');
    expect(form.jobClassId).toBe('standard');
    expect(form.scheduledIn).toBe('');
    expect(form.isTotalLoss).toBe(false);
  });
});

describe('toCreateInput and checkJobForm', () => {
  it('sends dates as YYYY-MM-DDT00:00:00, a blank year as 0, blank numbers as 0 and no group as null', () => {
    const { errors, job } = checkJobForm(validForm({ scheduledIn: '2025-03-06', dateTowIn: '2025-03-05' }), context);
    expect(errors).toEqual({});
    expect(job).toMatchObject({
      scheduledIn: '2025-03-06T00:00:00',
      scheduledOut: '2025-03-06T00:00:00',
      dateTowIn: '2025-03-05T00:00:00',
      repairStart: null,
      year: 0,
      hours: 0,
      refinish: 0,
      subTotal: 0,
      groupShortName: null,
      departmentShortName: 'estimate',
      roState: 2,
    });
  });

  it('reads money with thousands commas and hours to one decimal', () => {
    const { job } = checkJobForm(validForm({ subTotal: '1,234.50', hours: '12.25', year: '2019' }), context);
    expect(job).toMatchObject({ subTotal: 1234.5, hours: 12.3, year: 2019 });
    expect(toCreateInput(validForm({ groupShortName: 'FLEET' }), undefined).groupShortName).toBe('FLEET');
  });

  it("gives the spec's messages for the fields", () => {
    const { errors, job } = checkJobForm(
      validForm({
        clientName: '  ',
        clientCellular: '(555) 12',
        clientEmail: 'pat@',
        year: '0199',
        hours: '-1',
        subTotal: '12.345',
        jobClassId: '',
      }),
      context,
    );
    expect(job).toBeUndefined();
    expect(errors).toMatchObject({
      clientName: jobMessages.nameRequired,
      clientCellular: jobMessages.phoneInvalid,
      clientEmail: jobMessages.emailInvalid,
      year: jobMessages.yearInvalid,
      hours: jobMessages.hoursInvalid,
      subTotal: jobMessages.totalInvalid,
      jobClassId: jobMessages.jobClassRequired,
    });
    expect(checkJobForm(validForm({ clientCellular: '' }), context).errors.clientCellular).toBe(
      jobMessages.phoneRequired,
    );
  });

  it('holds Scheduled In to after today and to the weekdays the class has capacity', () => {
    expect(checkJobForm(validForm({ scheduledIn: today }), context).errors.scheduledIn).toBe(
      dateMessages.scheduledInNotFuture,
    );
    // 2025-03-12 is a Wednesday: capacity 0 for this class.
    expect(
      checkJobForm(validForm({ scheduledIn: '2025-03-12', scheduledOut: '2025-03-13' }), context).errors.scheduledIn,
    ).toBe(dateMessages.scheduledInNoCapacity);
    expect(
      checkJobForm(validForm({ scheduledIn: '2025-03-07', scheduledOut: '2025-03-10' }), context).job,
    ).toBeDefined();
  });

  it('checks the date chain', () => {
    const { errors } = checkJobForm(
      validForm({
        dateTowIn: '2025-03-10',
        repairStart: '2025-03-07',
        scheduledIn: '2025-03-07',
        scheduledOut: '2025-03-06',
      }),
      context,
    );
    expect(errors.repairStart).toBe(dateMessages.startBeforeArrival);
    expect(errors.scheduledOut).toBe(dateMessages.scheduledOutBeforeIn);
  });

  it('words the field and date rules in the app’s language', async () => {
    await i18n.changeLanguage('fr');
    try {
      const { errors } = checkJobForm(
        validForm({ clientName: '', dateTowIn: '2025-03-10', repairStart: '2025-03-07' }),
        context,
      );
      expect(errors.clientName).toBe('Le nom est obligatoire');
      expect(errors.repairStart).toBe('Le début du travail ne peut pas être antérieur à l’arrivée');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('withDate', () => {
  it('clears Job Start and Job Complete when Arrival is cleared, and Job Complete when Job Start is', () => {
    const filled = validForm({ dateTowIn: '2025-03-05', repairStart: '2025-03-06', dateReady: '2025-03-07' });
    expect(withDate(filled, 'dateTowIn', '')).toMatchObject({ dateTowIn: '', repairStart: '', dateReady: '' });
    expect(withDate(filled, 'repairStart', '')).toMatchObject({
      dateTowIn: '2025-03-05',
      repairStart: '',
      dateReady: '',
    });
    expect(withDate(filled, 'datePickup', '2025-03-08')).toMatchObject({
      dateReady: '2025-03-07',
      datePickup: '2025-03-08',
    });
  });
});

describe('tabOf', () => {
  it('places customer fields on the Customer tab and the rest on Job Data', () => {
    expect(tabOf('clientCellular')).toBe('customer');
    expect(tabOf('clientCountry')).toBe('customer');
    expect(tabOf('vin')).toBe('jobData');
    expect(tabOf('scheduledIn')).toBe('jobData');
  });
});

describe('edit mode', () => {
  const saved = jobFieldsSchema.parse({
    clientName: 'Pat Doe',
    clientCellular: '5551234567',
    clientPhone: '(510) 555-0142',
    jobClassId: 'standard',
    year: 2019,
    hours: 12.5,
    subTotal: 1234.5,
    scheduledIn: '2025-03-03T00:00:00',
    scheduledOut: '2025-03-04T00:00:00',
    dateTowIn: '2025-03-03T00:00:00',
  });
  const editContext = { today, jobClass: standard, saved };

  it('reads a job into the inputs: formatted phone, blank for no year or group, days for dates', () => {
    expect(valuesFromJob(saved)).toMatchObject({
      clientCellular: '(555) 123-4567',
      year: '2019',
      hours: '12.5',
      subTotal: '1234.50',
      groupShortName: '',
      scheduledIn: '2025-03-03',
      repairStart: '',
    });
    expect(valuesFromJob({ ...saved, year: 0 }).year).toBe('');
  });

  it('keeps past dates that are as saved, and holds changed ones to today (not after today)', () => {
    const values = valuesFromJob(saved);
    const unchanged = checkJobEdit(values, editContext);
    expect(unchanged.errors).toEqual({});
    expect(unchanged.fields).toMatchObject({ clientPhone: '5105550142', scheduledIn: '2025-03-03T00:00:00' });

    // Scheduled In moved to another past day: refused. Today is fine when editing (Thursday capacity 4).
    expect(checkJobEdit({ ...values, scheduledIn: '2025-03-04' }, editContext).errors.scheduledIn).toBe(
      dateMessages.scheduledInPast,
    );
    expect(checkJobEdit({ ...values, scheduledIn: '2025-03-06' }, editContext).errors.scheduledIn).toBeUndefined();
    expect(checkJobEdit({ ...values, dateTowIn: '2025-03-04' }, editContext).errors.dateTowIn).toBe(
      dateMessages.arrivalPast,
    );
  });

  it('applies the field rules with the spec’s messages', () => {
    const { errors, fields } = checkJobEdit({ ...valuesFromJob(saved), clientName: ' ', hours: 'x' }, editContext);
    expect(fields).toBeUndefined();
    expect(errors).toMatchObject({ clientName: jobMessages.nameRequired, hours: jobMessages.hoursInvalid });
  });

  it('lists the fields that differ between two states of the form', () => {
    const values = valuesFromJob(saved);
    expect(changedFields(values, values)).toEqual([]);
    expect(changedFields(values, { ...values, color: 'Red', isTotalLoss: true })).toEqual(['color', 'isTotalLoss']);
  });

  it('lets a group be added on the fly only with on-the-fly write and some admin access', () => {
    const permissions = Object.fromEntries(areas.map((a) => [a, Level.write])) as Permissions;
    expect(canAddGroup(permissions)).toBe(true);
    expect(canAddGroup({ ...permissions, onthefly: Level.read })).toBe(false);
    expect(canAddGroup({ ...permissions, admin: Level.noAccess })).toBe(false);
  });
});
