import { addDays, capacityByWeekday, type JobClass, weekdayOf } from '@bayline/contracts';
import { seededRandom } from '@bayline/server';

const firstNames = ['Avery', 'Jordan', 'Maya', 'Luis', 'Priya', 'Sam', 'Keiko', 'Omar', 'Grace', 'Tomas', 'Nia', 'Eli'];
const lastNames = ['Nguyen', 'Garcia', 'Okafor', 'Smith', 'Patel', 'Kowalski', 'Haddad', 'Lee', 'Moreno', 'Fischer'];
const vehicles = [
  ['Toyota', 'Camry'],
  ['Honda', 'Civic'],
  ['Ford', 'F-150'],
  ['Subaru', 'Outback'],
  ['Tesla', 'Model 3'],
  ['Chevrolet', 'Malibu'],
  ['Nissan', 'Rogue'],
] as const;
const colors = ['White', 'Black', 'Silver', 'Blue', 'Red', 'Gray'];

/**
 * Valid, varied create-job bodies: an active class, Scheduled In on one of the next 8 weeks' days after `today`
 * on which that class has capacity, Scheduled Out its service days later, and assorted client and vehicle fields.
 */
export function jobBodies(options: { today: string; jobClasses: JobClass[]; groupShortNames: string[]; seed: number }) {
  const { next: random, pick } = seededRandom(options.seed);
  const classes = options.jobClasses
    .filter((c) => c.isActive && !c.deletedAt)
    .map((jobClass) => ({
      jobClass,
      days: Array.from({ length: 56 }, (_, i) => addDays(options.today, i + 1)).filter(
        (day) => (capacityByWeekday(jobClass)[weekdayOf(day)] ?? 0) > 0,
      ),
    }))
    .filter((c) => c.days.length > 0);
  if (classes.length === 0) throw new Error('No active job class has capacity on any of the next 56 days');

  return (n: number) => {
    const { jobClass, days } = pick(classes);
    const scheduledIn = pick(days);
    const [make, model] = pick(vehicles);
    return {
      clientName: `${pick(firstNames)} ${pick(lastNames)} ${n}`,
      clientCellular: `(510) 555-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`,
      year: 2008 + Math.floor(random() * 17),
      make,
      model,
      color: pick(colors),
      description: `Bench job ${n}`,
      groupShortName: options.groupShortNames.length && random() < 0.7 ? pick(options.groupShortNames) : null,
      jobClassId: jobClass.jobClassId,
      scheduledIn: `${scheduledIn}T00:00:00`,
      scheduledOut: `${addDays(scheduledIn, jobClass.serviceDays)}T00:00:00`,
      hours: Math.round(random() * 400) / 10,
      // As text, the way the form sends it: see bench/README.md on whole-cent numbers.
      subTotal: (random() * 9_000 + 150).toFixed(2),
    };
  };
}
