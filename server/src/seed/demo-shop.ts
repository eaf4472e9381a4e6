import { createHash } from 'node:crypto';
import type { CommandDeps } from '@bayline/command-service';
import {
  type CommandContext,
  estimateCommands,
  identityCommands,
  locationCommands,
  settingsCommands,
} from '@bayline/command-service';
import {
  builtInMediaCategories,
  defaultBadgeStates,
  type EstimateInput,
  estimateSchema,
  type LocationInfo,
  locationSettingsSchema,
  openedLocationSettings,
} from '@bayline/contracts';

export const demoOwner = { email: 'demo@bayline.test', password: 'bayline-demo' } as const;

/** Stable ids from names, so the demo shop's settings are the same on every machine. */
export const stableId = (...parts: string[]) => {
  const h = createHash('sha1').update(parts.join('/')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export const demoLocations: LocationInfo[] = [
  {
    shortName: 'BAYVIEW',
    name: 'Bayview Collision',
    alias: 'Bayview',
    address1: '1450 Shoreline Blvd',
    city: 'Oakland',
    subdivision: 'CA',
    postalCode: '94607',
    country: 'US',
    phone: '5105550142',
    timeZone: 'America/Los_Angeles',
  },
  {
    shortName: 'HARBOR',
    name: 'Harbor Auto Body',
    alias: 'Harbor',
    address1: '88 Dockside Ave',
    city: 'Tacoma',
    subdivision: 'WA',
    postalCode: '98421',
    country: 'US',
    phone: '2535550199',
    timeZone: 'America/Los_Angeles',
  },
  {
    shortName: 'NORTHGATE',
    name: 'Northgate Collision Center',
    alias: 'Northgate',
    address1: '2300 N Ridge Rd',
    city: 'Denver',
    subdivision: 'CO',
    postalCode: '80221',
    country: 'US',
    phone: '3035550117',
    timeZone: 'America/Denver',
  },
];

/**
 * The department flow of a collision shop, in order; refinish departments count paint hours. The labour percents
 * share a job's hours among the departments that do its work, so their technicians earn flagged hours on the
 * leaderboard (docs/metrics.md); waiting, estimating and checking earn none.
 */
export const demoDepartments = [
  { shortName: 'EST', name: 'Estimate', displayColor: '#546e7a', laborType: 0, laborPercent: 0 },
  { shortName: 'BLUE', name: 'Blueprint', displayColor: '#3949ab', laborType: 0, laborPercent: 0 },
  { shortName: 'PARTS', name: 'Parts Hold', displayColor: '#8d6e63', laborType: 0, laborPercent: 0 },
  { shortName: 'BODY', name: 'Body', displayColor: '#1e88e5', laborType: 0, laborPercent: 50 },
  { shortName: 'FRAME', name: 'Frame', displayColor: '#5e35b1', laborType: 0, laborPercent: 10 },
  { shortName: 'PREP', name: 'Paint Prep', displayColor: '#00897b', laborType: 1, laborPercent: 40 },
  { shortName: 'PAINT', name: 'Paint', displayColor: '#d81b60', laborType: 1, laborPercent: 60 },
  { shortName: 'REASM', name: 'Reassembly', displayColor: '#f4511e', laborType: 0, laborPercent: 10 },
  { shortName: 'DETAIL', name: 'Detail', displayColor: '#fdd835', laborType: 0, laborPercent: 5 },
  { shortName: 'QC', name: 'Quality Check', displayColor: '#7cb342', laborType: 0, laborPercent: 0 },
  { shortName: 'READY', name: 'Ready', displayColor: '#43a047', laborType: 0, laborPercent: 0 },
] as const;

/** Job classes with their service days and what the shop can take each weekday (Sunday first). */
export const demoJobClasses = [
  { name: 'Express', serviceDays: 1, displayColor: '#fb8c00', capacity: [0, 4, 4, 4, 4, 4, 2], badges: [] },
  { name: 'Light', serviceDays: 3, displayColor: '#43a047', capacity: [0, 3, 3, 3, 3, 3, 0], badges: [] },
  // A new job of these classes starts with their badges (spec 1 section 4).
  {
    name: 'Medium',
    serviceDays: 6,
    displayColor: '#1e88e5',
    capacity: [0, 2, 2, 2, 2, 2, 0],
    badges: ['Parts Ordered'],
  },
  {
    name: 'Heavy',
    serviceDays: 12,
    displayColor: '#c62828',
    capacity: [0, 1, 1, 1, 1, 0, 0],
    badges: ['Parts Ordered', 'Rental', 'Supplement'],
  },
] as const;

export const demoGroups = ['Insurance', 'Customer Pay', 'Fleet', 'Warranty'];

/** Task packages and the department where each task is usually done. */
export const demoPackages = [
  {
    name: 'Collision Repair',
    tasks: [
      ['Order parts', 'PARTS'],
      ['Remove and install bumper', 'BODY'],
      ['Repair damaged panels', 'BODY'],
      ['Measure frame', 'FRAME'],
    ],
  },
  {
    name: 'Refinish',
    tasks: [
      ['Prime and block', 'PREP'],
      ['Paint and clear coat', 'PAINT'],
      ['Color sand and buff', 'REASM'],
    ],
  },
  {
    name: 'Delivery',
    tasks: [
      ['Wash and vacuum', 'DETAIL'],
      ['Final inspection', 'QC'],
      ['Call customer for pickup', 'READY'],
    ],
  },
] as const;

export const demoNoteCategories = [
  { description: 'Customer', color: '#8e24aa' },
  { description: 'Insurance', color: '#f4511e' },
  { description: 'Parts', color: '#6d4c41' },
];

/** Why a job waits. */
export const demoDelayReasons = ['Parts', 'Insurance approval', 'Customer decision'];

/** The kinds of appointment the calendar books (Appointment Category), with their colours. */
export const demoAppointmentCategories = [
  { description: 'Drop-off', displayColor: '#43a047' },
  { description: 'Pick-up', displayColor: '#fb8c00' },
  { description: 'Insurance Inspection', displayColor: '#8e24aa' },
  { description: 'Consultation', displayColor: '#1e88e5' },
];

export const demoBadges = [
  { description: 'Parts Ordered', iconName: 'inventory' },
  { description: 'Rental', iconName: 'car-rental' },
  { description: 'Supplement', iconName: 'request-quote' },
  { description: 'Sublet', iconName: 'handyman' },
  { description: 'Customer Waiting', iconName: 'schedule' },
  // More badges than a job may carry (maxBadgesPerJob), so a shop can meet 'Max badges reached.'.
  { description: 'Towed In', iconName: 'local-shipping' },
  { description: 'Color Match', iconName: 'format-paint' },
];

export const demoTechnicians: Record<string, string[]> = {
  BAYVIEW: ['Marco Diaz', 'Aisha Khan', 'Tom Becker', 'Lena Ortiz', 'Sam Whitfield', 'Priya Nair'],
  HARBOR: ['Jake Morrow', 'Nina Petrova', 'Carl Jensen', 'Rosa Alvarez', 'Devon Price'],
  NORTHGATE: ['Eli Turner', 'Grace Lin', 'Omar Haddad', 'Kate Sullivan', 'Luis Romero', 'Hannah Cole'],
};

const allAreas = ['jobfolder', 'jobinformation', 'jobtodolist', 'jobassignments', 'jobmedia', 'jobclosing', 'board'];

export const demoUsers = [
  {
    email: demoOwner.email,
    firstName: 'Dana',
    lastName: 'Reyes',
    roles: ['owner'],
    locations: ['BAYVIEW', 'HARBOR', 'NORTHGATE'],
    eula: true,
  },
  {
    email: 'manager@bayline.test',
    firstName: 'Chris',
    lastName: 'Walsh',
    roles: [
      ...allAreas.map((a) => `${a}-writer`),
      'onthefly-writer',
      'admin-writer',
      'dash-writer',
      'schedule-writer',
      'messaging-writer',
      'texting-writer',
      // The manager audits too: the History menu and a job's history, as they stood at any moment.
      'audit-reader',
    ],
    locations: ['BAYVIEW', 'HARBOR'],
    eula: true,
  },
  {
    email: 'estimator@bayline.test',
    firstName: 'Jordan',
    lastName: 'Kim',
    roles: [
      'jobfolder-writer',
      'jobinformation-writer',
      'board-writer',
      'onthefly-writer',
      'admin-reader',
      'jobtodolist-writer',
      'jobassignments-writer',
      'dashReader',
    ],
    locations: ['BAYVIEW'],
    eula: true,
  },
  {
    email: 'tech@bayline.test',
    firstName: 'Marco',
    lastName: 'Diaz',
    roles: [
      'jobfolder-reader',
      'jobinformation-reader',
      'board-writer',
      'jobtodolist-completer',
      'jobassignments-reader',
    ],
    locations: ['BAYVIEW'],
    eula: true,
  },
  {
    email: 'viewer@bayline.test',
    firstName: 'Pat',
    lastName: 'Morgan',
    roles: allAreas.map((a) => `${a}-reader`),
    locations: ['HARBOR'],
    eula: true,
  },
  {
    // Support staff: alone switch the Messaging Module, set its SMS phone and make a new API key (spec 2).
    email: 'support@bayline.test',
    firstName: 'Sam',
    lastName: 'Support',
    roles: ['support'],
    locations: ['BAYVIEW', 'HARBOR', 'NORTHGATE'],
    eula: true,
  },
  {
    email: 'newhire@bayline.test',
    firstName: 'Riley',
    lastName: 'Shaw',
    roles: ['dashReader'],
    locations: ['NORTHGATE'],
    eula: false,
  },
];

/** Estimates waiting to be linked, as an estimating system would send them: a few per location for Link Estimate. */
export const demoEstimates: EstimateInput[] = [
  {
    name: 'Olivia Bennett',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    color: 'Silver',
    hours: 14.5,
    refinish: 4.2,
    subtotal: 3180.55,
    cellular: '(510) 555-0142',
    vin: '2T3P1RFV5MC123456',
    hat: 'E-2101',
    fileName: 'bennett.ems',
  },
  {
    name: 'Marcus Reed',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    color: 'Blue',
    hours: 6,
    refinish: 2.5,
    subtotal: 1240,
    cellular: '(510) 555-0177',
    vin: '19XFC2F59KE012345',
    hat: 'E-2102',
    fileName: 'reed.ems',
  },
  {
    name: 'Sofia Alvarez',
    year: 2023,
    make: 'Ford',
    model: 'F-150',
    color: 'Black',
    hours: 22,
    refinish: 7.8,
    subtotal: 6420.1,
    cellular: '(510) 555-0190',
    vin: '1FTFW1E85PFA01234',
    hat: 'E-2103',
    fileName: 'alvarez.ems',
  },
];

/** The demo location with the messaging module on, and the number it texts from. */
export const demoTextingLocation = { shortName: 'HARBOR', smsSendPhone: '2535550100' };

const system = (locationShortName: string, now: Date): CommandContext => ({
  userId: 'system',
  locationShortName,
  now,
  correlationId: 'demo-seed',
});

/** Opens the demo company's locations with their settings and users, each through its command. */
export async function seedDemoShop(deps: CommandDeps, start: Date) {
  const locations = locationCommands(deps);
  const settings = settingsCommands(deps);
  const identity = identityCommands(deps);
  for (const info of demoLocations) {
    const ctx = system(info.shortName, start);
    await locations.open(ctx, info);
    // Goals that fit the demo's flow of work, so the top bar's capacity indicators read against something.
    const goals = { releaseGoal: 6, inputBuffer: 3, outputBuffer: 3 };
    await locations.saveSettings(ctx, locationSettingsSchema.parse({ ...openedLocationSettings(info), ...goals }));
    // Harbor texts its customers, so texting can be tried on a fresh start; it texts from a number of its own.
    if (info.shortName === demoTextingLocation.shortName)
      await locations.setMessaging(ctx, true, demoTextingLocation.smsSendPhone);
    await settings.saveList(
      ctx,
      'departments',
      demoDepartments.map((d, i) => ({
        departmentId: stableId(info.shortName, 'department', d.shortName),
        shortName: d.shortName,
        name: d.name,
        description: '',
        displayColor: d.displayColor,
        fontColor: '#ffffff',
        sortOrder: i,
        isActive: true,
        isWip: !['EST', 'READY'].includes(d.shortName),
        isMilestone: d.shortName === 'READY',
        laborType: d.laborType,
        laborPercent: d.laborPercent,
        jobClassCycles: demoJobClasses.map((c) => {
          // A department's goal: its share of the class's service days, in days, hours and minutes.
          const hours = (c.serviceDays * 24) / demoDepartments.length;
          return {
            jobClassId: stableId(info.shortName, 'class', c.name),
            days: Math.floor(hours / 24),
            hours: Math.floor(hours % 24),
            minutes: Math.round((hours % 1) * 60) % 60,
          };
        }),
        subdepartments:
          d.shortName === 'BODY'
            ? ['Bay 1', 'Bay 2', 'Bay 3'].map((name, j) => ({
                subdepartmentId: stableId(info.shortName, 'sub', name),
                shortName: `BAY${j + 1}`,
                name,
                sortOrder: j,
                isActive: true,
              }))
            : [],
      })),
    );
    await settings.saveList(
      ctx,
      'badges',
      demoBadges.map((b) => ({
        badgeId: stableId(info.shortName, 'badge', b.description),
        ...b,
        isActive: true,
        badgeStates: defaultBadgeStates.map((s) => ({
          ...s,
          badgeStateId: stableId(info.shortName, b.description, String(s.state)),
        })),
      })),
    );
    await settings.saveList(
      ctx,
      'jobClasses',
      demoJobClasses.map((c, i) => ({
        jobClassId: stableId(info.shortName, 'class', c.name),
        name: c.name,
        description: '',
        isActive: true,
        sortOrder: i,
        serviceDays: c.serviceDays,
        displayColor: c.displayColor,
        sundayCapacity: c.capacity[0],
        mondayCapacity: c.capacity[1],
        tuesdayCapacity: c.capacity[2],
        wednesdayCapacity: c.capacity[3],
        thursdayCapacity: c.capacity[4],
        fridayCapacity: c.capacity[5],
        saturdayCapacity: c.capacity[6],
        allowOvercapacity: false,
        badgeClasses: c.badges.map((description, j) => ({
          badgeId: stableId(info.shortName, 'badge', description),
          sortOrder: j,
        })),
      })),
    );
    await settings.saveList(
      ctx,
      'groups',
      demoGroups.map((name) => ({
        shortName: name.toUpperCase().replace(/[^A-Z0-9]+/g, ''),
        name,
        locationShortName: info.shortName,
        isActive: true,
      })),
    );
    await settings.saveList(
      ctx,
      'contacts',
      (demoTechnicians[info.shortName] ?? []).map((name, i) => ({
        contactId: stableId(info.shortName, 'contact', name),
        name,
        cellular: `555${String(1000000 + i * 7919).slice(-7)}`,
        email: `${(name.split(' ')[0] ?? name).toLowerCase()}@${info.shortName.toLowerCase()}.bayline.test`,
        contactTypeName: 'Tech',
        isActive: true,
        doNotify: true,
      })),
    );
  }
  for (const info of demoLocations) {
    const ctx = system(info.shortName, start);
    await locations.generateApiKey(ctx);
    await settings.saveList(
      ctx,
      'noteCategories',
      demoNoteCategories.map((c) => ({
        noteCategoryId: stableId(info.shortName, 'note-category', c.description),
        ...c,
        isActive: true,
        isPublic: false,
        isCustom: true,
      })),
    );
    await settings.saveList(
      ctx,
      'delayReasons',
      demoDelayReasons.map((description) => ({
        delayId: stableId(info.shortName, 'delay', description),
        description,
        isActive: true,
      })),
    );
    await settings.saveList(
      ctx,
      'apptCategories',
      demoAppointmentCategories.map((c) => ({
        apptCategoryId: stableId(info.shortName, 'appointment-category', c.description),
        ...c,
        isActive: true,
        isPublic: false,
        assignments: [],
      })),
    );
    await settings.saveList(
      ctx,
      'mediaCategories',
      builtInMediaCategories.map((description) => ({
        mediaCategoryId: stableId(info.shortName, 'media-category', description),
        description,
        isActive: true,
        isCustom: false,
      })),
    );
    const todoId = (name: string) => stableId(info.shortName, 'todo', name);
    await settings.saveList(
      ctx,
      'todos',
      demoPackages.flatMap((p) =>
        p.tasks.map(([name]) => ({
          todoId: todoId(name),
          todoGroupId: stableId(info.shortName, 'package', p.name),
          description: name,
          isActive: true,
        })),
      ),
    );
    await settings.saveList(
      ctx,
      'todoGroups',
      demoPackages.map((p) => ({
        todoGroupId: stableId(info.shortName, 'package', p.name),
        description: p.name,
        isActive: true,
        todoIds: p.tasks.map(([name]) => todoId(name)),
      })),
    );
  }
  for (const u of demoUsers) {
    const [home] = u.locations;
    if (!home) throw new Error(`Demo user ${u.email} works at no location`);
    const ctx = system(home, start);
    const userId = stableId('user', u.email);
    await identity.register(ctx, {
      userId,
      email: u.email,
      password: demoOwner.password,
      firstName: u.firstName,
      lastName: u.lastName,
      roles: u.roles,
      locationShortNames: u.locations,
      mfaMethod: 'None',
    });
    if (u.eula) await identity.signEula(ctx, userId);
  }
}

/** Each location's waiting estimates, received the way the auto uploader's POST /estimates receives them. */
export async function seedEstimates(deps: CommandDeps, now: Date) {
  const estimates = estimateCommands(deps);
  for (const info of demoLocations)
    for (const input of demoEstimates)
      await estimates.receive(
        { userId: 'auto-uploader', locationShortName: info.shortName, now, correlationId: 'demo-seed' },
        estimateSchema.parse(input),
      );
}
