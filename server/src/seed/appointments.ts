import { appointmentCommands, type CommandDeps } from '@bayline/command-service';
import { addDays, appointmentSchema, dayInZone } from '@bayline/contracts';
import { demoAppointmentCategories, demoLocations, stableId } from './demo-shop.ts';

/** The calendar's first fortnight: days from the seed's today, start, length, type (by index), customer and car. */
const demoAppointments = [
  {
    day: 0,
    at: '09:00',
    minutes: 60,
    type: 3,
    client: ['Olivia Chen', '(510) 555-0311'],
    car: [2021, 'Toyota', 'RAV4'],
  },
  {
    day: 0,
    at: '14:30',
    minutes: 30,
    type: 0,
    client: ['Marcus Webb', '(510) 555-0312'],
    car: [2018, 'Ford', 'F-150'],
  },
  {
    day: 1,
    at: '08:00',
    minutes: 60,
    type: 0,
    client: ['Priya Raman', '(510) 555-0313'],
    car: [2020, 'Honda', 'Accord'],
  },
  {
    day: 1,
    at: '10:00',
    minutes: 90,
    type: 2,
    client: ['Diego Alvarez', '(510) 555-0314'],
    car: [2019, 'Subaru', 'Outback'],
  },
  {
    day: 2,
    at: '16:00',
    minutes: 30,
    type: 1,
    client: ['Hannah Fischer', '(510) 555-0315'],
    car: [2022, 'Tesla', 'Model 3'],
  },
  {
    day: 3,
    at: '11:00',
    minutes: 60,
    type: 3,
    client: ['Samuel Okafor', '(510) 555-0316'],
    car: [2017, 'Nissan', 'Altima'],
  },
  {
    day: 6,
    at: '09:30',
    minutes: 60,
    type: 0,
    client: ['Ava Thompson', '(510) 555-0317'],
    car: [2023, 'Kia', 'Telluride'],
  },
  {
    day: 8,
    at: '13:00',
    minutes: 120,
    type: 2,
    client: ['Lucas Moreau', '(510) 555-0318'],
    car: [2016, 'BMW', '328i'],
  },
] as const;

/** Books each demo location's next fortnight through the appointment commands, as the calendar would. */
export async function seedAppointments(deps: CommandDeps, now: Date) {
  const appointments = appointmentCommands(deps);
  for (const { shortName, timeZone } of demoLocations) {
    const today = dayInZone(now, timeZone);
    const ctx = { userId: 'system', locationShortName: shortName, now, correlationId: 'demo-seed' };
    for (const a of demoAppointments) {
      const day = addDays(today, a.day);
      const start = new Date(`${day}T${a.at}:00Z`);
      const end = new Date(start.getTime() + a.minutes * 60_000);
      const type = demoAppointmentCategories[a.type];
      if (!type) throw new Error(`No demo appointment category ${a.type}`);
      await appointments.book(
        ctx,
        appointmentSchema.parse({
          description: `${type.description}: ${a.car[1]} ${a.car[2]}`,
          startDateTime: start.toISOString().slice(0, 19),
          endDateTime: end.toISOString().slice(0, 19),
          apptCategoryId: stableId(shortName, 'appointment-category', type.description),
          clientName: a.client[0],
          clientCellular: a.client[1],
          year: a.car[0],
          make: a.car[1],
          model: a.car[2],
        }),
      );
    }
  }
}
