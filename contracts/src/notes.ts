import type { NoteCategory } from './settings/dto.ts';

/** The built-in note categories every location has (spec 1: System and Communications). */
export const systemNoteCategoryId = '5e5e5e5e-0000-4000-8000-000000000001';
export const communicationsNoteCategoryId = '5e5e5e5e-0000-4000-8000-000000000002';

export const builtInNoteCategories: NoteCategory[] = [
  {
    noteCategoryId: systemNoteCategoryId,
    description: 'System',
    color: '#607d8b',
    isActive: true,
    isPublic: true,
    isCustom: false,
    deletedAt: null,
  },
  {
    noteCategoryId: communicationsNoteCategoryId,
    description: 'Communications',
    color: '#1e88e5',
    isActive: true,
    isPublic: true,
    isCustom: false,
    deletedAt: null,
  },
];

/** System notes are facts retold (spec 1 section 4), worded exactly so. */
export const systemNotes = {
  badgeState: (badge: string, state: string) => `Updated ${badge} badge state to ${state}`,
  scheduledOut: (date: string) => `The Scheduled Out date was changed to ${date}`,
  messagesRead: (user: string) => `Messages were read by ${user}`,
  /** What a job converted from an appointment is told of it (spec 3 section 4). */
  appointmentNotes: (notes: string) => `Notes from Appointment: ${notes}`,
  held: (reason: string, note: string) => (note ? `Put on hold: ${reason}. Note: ${note}` : `Put on hold: ${reason}`),
  released: (reason: string, duration: string) => `Released from hold: ${reason} after ${duration}`,
} as const;
