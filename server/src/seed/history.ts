import {
  type CommandContext,
  type CommandDeps,
  folderOf,
  jobAggregate,
  jobCommands,
  jobStream,
} from '@bayline/command-service';
import {
  addBusinessDays,
  addDays,
  type CreateJob,
  dayInZone,
  type JobFields,
  type SaveFolder,
  scheduledOnOrAfter,
  toWireDate,
  weekdayOf,
} from '@bayline/contracts';
import {
  demoDepartments,
  demoGroups,
  demoJobClasses,
  demoLocations,
  demoNoteCategories,
  demoPackages,
  demoTechnicians,
  stableId,
} from './demo-shop.ts';
import { type Random, seededRandom } from './random.ts';

const firstNames = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Emily',
  'David',
  'Sofia',
  'Daniel',
  'Olivia',
  'Kevin',
  'Grace',
  'Brian',
  'Chloe',
  'Anthony',
  'Mei',
  'Jose',
  'Fatima',
  'Ryan',
  'Hannah',
  'Tyler',
  'Aaliyah',
  'Nathan',
  'Ivy',
];
const lastNames = [
  'Smith',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Brown',
  'Martinez',
  'Lee',
  'Wilson',
  'Anderson',
  'Thomas',
  'Patel',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Hernandez',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Scott',
  'Green',
  'Adams',
  'Baker',
];
const vehicles: [string, string[]][] = [
  ['Toyota', ['Camry', 'Corolla', 'RAV4', 'Tacoma', 'Highlander']],
  ['Honda', ['Civic', 'Accord', 'CR-V', 'Pilot']],
  ['Ford', ['F-150', 'Escape', 'Explorer', 'Mustang']],
  ['Chevrolet', ['Silverado', 'Equinox', 'Malibu', 'Tahoe']],
  ['Nissan', ['Altima', 'Rogue', 'Sentra']],
  ['Subaru', ['Outback', 'Forester', 'Crosstrek']],
  ['Tesla', ['Model 3', 'Model Y']],
  ['Hyundai', ['Elantra', 'Tucson', 'Santa Fe']],
  ['BMW', ['330i', 'X3', 'X5']],
  ['Jeep', ['Wrangler', 'Grand Cherokee']],
];
const colours = ['Black', 'White', 'Silver', 'Gray', 'Blue', 'Red', 'Green', 'Pearl White', 'Charcoal', 'Burgundy'];
const damage = [
  'Front bumper and hood',
  'Rear quarter panel',
  'Driver door dent',
  'Hail damage',
  'Rear bumper cover',
  'Passenger side scrape',
  'Roof and windshield pillar',
  'Front fender and headlamp',
  'Tailgate and bumper',
  'Rocker panel',
];
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** One step of a job's life at an instant: the seed issues them in time order, never after now. */
interface Step {
  at: Date;
  run: (ctx: CommandContext) => Promise<unknown>;
}

interface JobPlan {
  location: string;
  createdAt: Date;
  input: CreateJob;
  steps: (jobAdminId: string, fields: JobFields) => Step[];
}

/** An instant on a day in working hours: 15:00–23:00 UTC is the working day in the demo shops' zones. */
const during = (day: string, hour: number) =>
  new Date(
    `${day}T${String(Math.min(23, Math.max(15, Math.floor(hour)))).padStart(2, '0')}:${String(Math.floor((hour % 1) * 60)).padStart(2, '0')}:00Z`,
  );

const dropOffNotes = [
  'Customer dropped off keys at the front desk.',
  'Adjuster inspection booked for tomorrow morning.',
  'Customer asked for a call before any supplement.',
  'Rental arranged through the insurer.',
  'Hidden damage found behind the bumper; photos taken.',
];

function planJob(
  rnd: Random,
  location: string,
  createdDay: string,
  jobs: ReturnType<typeof jobCommands>,
  deps: CommandDeps,
  booked: Map<string, number>,
): JobPlan {
  const place = demoLocations.find((l) => l.shortName === location)!;
  const localDay = (at: Date | number) => dayInZone(new Date(at), place.timeZone);
  const jobClass = rnd.pick([...demoJobClasses, demoJobClasses[1], demoJobClasses[2]]);
  // The shop never books a class's day past its capacity (the days refuse it): a full day sends the job to the next.
  const placeOn = (day: string) => `${jobClass.name}/${day}`;
  let scheduledIn = scheduledOnOrAfter(jobClass.capacity, addBusinessDays(createdDay, rnd.int(1, 4)));
  while ((booked.get(placeOn(scheduledIn)) ?? 0) >= (jobClass.capacity[weekdayOf(scheduledIn)] ?? 0))
    scheduledIn = scheduledOnOrAfter(jobClass.capacity, addDays(scheduledIn, 1));
  booked.set(placeOn(scheduledIn), (booked.get(placeOn(scheduledIn)) ?? 0) + 1);
  const scheduledOut = addBusinessDays(scheduledIn, jobClass.serviceDays);
  const [make, models] = rnd.pick(vehicles);
  const hours = Math.round(jobClass.serviceDays * rnd.int(25, 50) + 20) / 10;
  const refinish = Math.round(hours * rnd.int(20, 45)) / 100;
  const first = rnd.pick(firstNames);
  const last = rnd.pick(lastNames);
  const input: CreateJob = {
    hat: rnd.chance(0.6) ? `RO-${rnd.int(10000, 99999)}` : '',
    clientName: `${first} ${last}`,
    clientCellular: `${rnd.int(200, 989)}555${String(rnd.int(0, 9999)).padStart(4, '0')}`,
    clientEmail: rnd.chance(0.7) ? `${first}.${last}@example.com`.toLowerCase() : '',
    clientPhone: '',
    clientAddress1: `${rnd.int(10, 9999)} ${rnd.pick(['Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Lake', 'Hill'])} St`,
    clientAddress2: '',
    clientCity: place.city,
    clientSubdivision: place.subdivision,
    clientPostalCode: place.postalCode,
    clientCountry: 'US',
    year: rnd.int(2008, 2025),
    make,
    model: rnd.pick(models),
    color: rnd.pick(colours),
    style: rnd.pick(['Sedan', 'SUV', 'Truck', 'Coupe', 'Hatchback']),
    vin: Array.from({ length: 17 }, () => rnd.pick([...vinChars])).join(''),
    description: rnd.pick(damage),
    groupShortName: rnd.chance(0.85)
      ? rnd
          .pick(demoGroups)
          .toUpperCase()
          .replace(/[^A-Z0-9]+/g, '')
      : null,
    jobClassId: stableId(location, 'class', jobClass.name),
    hours,
    refinish,
    subTotal: Math.round(hours * rnd.int(9000, 13000)) / 100,
    isException: rnd.chance(0.05),
    sendTextUpdates: rnd.chance(0.6),
    isTotalLoss: false,
    scheduledIn: toWireDate(scheduledIn),
    scheduledOut: toWireDate(scheduledOut),
    dateTowIn: null,
    repairStart: null,
    dateReady: null,
    datePickup: null,
    roState: 2,
    estimateId: null,
  };
  const createdAt = during(createdDay, rnd.int(15, 22) + rnd.next());
  const voided = rnd.chance(0.03);
  const needsParts = rnd.chance(0.5);
  const rental = rnd.chance(0.3);
  const path = demoDepartments
    .map((d) => d.shortName as string)
    .filter(
      (d) =>
        d !== 'EST' &&
        (d !== 'PARTS' || needsParts) &&
        (d !== 'FRAME' || jobClass.name === 'Heavy' || rnd.chance(0.15)),
    );
  const productionHours = jobClass.serviceDays * 24 * (0.6 + rnd.next() * 0.9);
  const pickupDelayDays = rnd.int(0, 2);
  const badge = (name: string) => stableId(location, 'badge', name);

  return {
    location,
    createdAt,
    input,
    steps(jobAdminId, created) {
      let fields = created;
      const change = (patch: Partial<JobFields>) => (ctx: CommandContext) => {
        fields = { ...fields, ...patch };
        return jobs.changeInformation(ctx, jobAdminId, fields);
      };
      const move = (to: string) => (ctx: CommandContext) =>
        jobs.move(ctx, jobAdminId, {
          departmentShortName: to,
          subdepartmentShortName: to === 'BODY' ? rnd.pick(['BAY1', 'BAY2', 'BAY3']) : null,
        });
      const badgeState = (name: string, state: number) => (ctx: CommandContext) =>
        jobs.changeBadgeState(ctx, jobAdminId, { badgeId: badge(name), state });
      /** A folder save as the Information, Tasks and Assignments tabs would send it. */
      const folder = (edit: (f: SaveFolder) => SaveFolder) => async (ctx: CommandContext) => {
        const { state, version } = await deps.streams.current(jobStream(jobAdminId), jobAggregate);
        return jobs.saveFolder(ctx, edit(folderOf(state, version)));
      };
      const taskDepartment = new Map(
        demoPackages.flatMap((p) =>
          p.tasks.map(([name, department]) => [stableId(location, 'todo', name), department] as const),
        ),
      );
      // A job carries the key task of each stage it goes through; the packages hold more for the shop to add.
      const plannedTasks = ['Order parts', 'Repair damaged panels', 'Paint and clear coat', 'Final inspection']
        .map((name) => stableId(location, 'todo', name))
        .filter((todoId) => path.includes(taskDepartment.get(todoId)!));
      const technicians = demoTechnicians[location] ?? [];
      const assignees = ['BODY', 'PAINT', 'DETAIL'].map((department) => ({
        jobAssignmentId: '',
        departmentId: stableId(location, 'department', department),
        contactId: stableId(location, 'contact', rnd.pick(technicians)),
        doNotify: true,
        notifyOnly: false,
      }));
      const steps: Step[] = [];
      if (voided)
        return [
          { at: new Date(createdAt.getTime() + rnd.int(2, 48) * 3_600_000), run: (ctx) => jobs.void(ctx, jobAdminId) },
        ];
      const arrival = during(scheduledIn, rnd.int(15, 17) + rnd.next());
      steps.push({ at: arrival, run: change({ dateTowIn: toWireDate(scheduledIn) }) });
      steps.push({
        at: new Date(arrival.getTime() + 120_000),
        run: folder((f) => ({
          ...f,
          jobTodos: plannedTasks.map((todoId, sortOrder) => ({ jobTodoId: '', todoId, sortOrder, isCompleted: false })),
          jobAssignments: assignees,
        })),
      });
      if (rnd.chance(0.25)) {
        const note = {
          notes: rnd.pick(dropOffNotes),
          noteCategoryId: stableId(location, 'note-category', rnd.pick(demoNoteCategories).description),
        };
        steps.push({ at: new Date(arrival.getTime() + 180_000), run: (ctx) => jobs.addNote(ctx, jobAdminId, note) });
      }
      if (rental) steps.push({ at: new Date(arrival.getTime() + 60_000), run: badgeState('Rental', 2) });
      let t = arrival.getTime() + 1_800_000;
      for (const department of path) {
        steps.push({ at: new Date(t), run: move(department) });
        const after = new Date(t + 60_000);
        if (department === 'PARTS') steps.push({ at: after, run: badgeState('Parts Ordered', 2) });
        if (department === 'BODY') steps.push({ at: after, run: change({ repairStart: toWireDate(localDay(after)) }) });
        if (department === 'READY') steps.push({ at: after, run: change({ dateReady: toWireDate(localDay(after)) }) });
        if (plannedTasks.some((id) => taskDepartment.get(id) === department))
          steps.push({
            at: new Date(t + 1_200_000),
            run: folder((f) => ({
              ...f,
              jobTodos: f.jobTodos!.map((task) =>
                taskDepartment.get(task.todoId) === department ? { ...task, isCompleted: true } : task,
              ),
            })),
          });
        const stay = (productionHours / path.length) * (0.4 + rnd.next() * 1.2) * 3_600_000;
        if (department === 'PARTS')
          steps.push({ at: new Date(t + stay - 60_000), run: badgeState('Parts Ordered', 5) });
        t += stay;
      }
      const pickupDay = addDays(localDay(t), pickupDelayDays);
      const pickupAt = new Date(Math.max(t + 3_600_000, during(pickupDay, rnd.int(16, 22)).getTime()));
      const delivered = localDay(pickupAt);
      steps.push({ at: pickupAt, run: change({ datePickup: toWireDate(delivered) }) });
      if (rental) steps.push({ at: new Date(pickupAt.getTime() + 60_000), run: badgeState('Rental', 5) });
      steps.push({ at: new Date(pickupAt.getTime() + 120_000), run: (ctx) => jobs.archive(ctx, jobAdminId) });
      return steps;
    },
  };
}

export interface HistoryOptions {
  jobsPerLocation: number;
  years: number;
  now: Date;
  locations?: string[];
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Two years (or `years`) of shop history per location, issued as real commands with past instants:
 * arrivals, department moves, badge changes, deliveries and archives. Jobs whose life runs past now stay open.
 */
export async function seedHistory(deps: CommandDeps, options: HistoryOptions) {
  const jobs = jobCommands(deps);
  const { now, jobsPerLocation, years } = options;
  const locations = options.locations ?? demoLocations.map((l) => l.shortName);
  const span = Math.round(years * 365);
  const plans: JobPlan[] = [];
  for (const location of locations) {
    const rnd = seededRandom(location.length * 7919 + span);
    const booked = new Map<string, number>();
    const firstDay = addDays(dayInZone(now, 'America/Los_Angeles'), -span);
    // A tenth of the jobs arrive in the last month: the shop is busy today, so the board has a realistic load.
    const recent = Math.round(jobsPerLocation / 10);
    const recentSpan = Math.min(span, 30);
    for (let i = 0; i < jobsPerLocation; i++) {
      const older = i < jobsPerLocation - recent;
      const fraction = older
        ? (i + rnd.next()) / (jobsPerLocation - recent)
        : (i - jobsPerLocation + recent + rnd.next()) / recent;
      let day = older
        ? addDays(firstDay, Math.floor(fraction * (span - recentSpan)))
        : addDays(firstDay, span - recentSpan + Math.floor(fraction * recentSpan));
      while ([0, 6].includes(weekdayOf(day))) day = addDays(day, 1);
      const plan = planJob(rnd, location, day, jobs, deps, booked);
      if (plan.createdAt.getTime() < now.getTime()) plans.push(plan);
    }
  }
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // The shop's own people do the work: each location's history is written by one of its users.
  const doers: Record<string, string> = {
    BAYVIEW: stableId('user', 'tech@bayline.test'),
    HARBOR: stableId('user', 'manager@bayline.test'),
    NORTHGATE: stableId('user', 'demo@bayline.test'),
  };
  const context = (location: string, at: Date): CommandContext => ({
    userId: doers[location] ?? 'demo-seed',
    locationShortName: location,
    now: at,
    correlationId: 'demo-seed',
  });

  let done = 0;
  const total = plans.length;
  const report = () => options.onProgress?.(done, total);
  const concurrency = options.concurrency ?? 48;
  let next = 0;
  // Each job's life runs in time order; many jobs run side by side so appends are batched.
  async function worker() {
    for (let plan = plans[next++]; plan; plan = plans[next++]) {
      const created = await jobs.create(context(plan.location, plan.createdAt), plan.input);
      const { jobAdminId } = created.state;
      for (const step of plan.steps(jobAdminId, created.state.fields)) {
        if (step.at.getTime() > now.getTime()) break;
        await step.run(context(plan.location, step.at));
      }
      done++;
      if (done % 100 === 0) report();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  report();
  return { jobs: total };
}
