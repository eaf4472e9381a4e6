import { createHash } from 'node:crypto';
import {
  type AppointmentCategories,
  type AppointmentEvent,
  type AppointmentForm,
  activeInOrder,
  appointmentMessages,
  appointmentStream,
  appointmentView,
  type ConvertAppointment,
  createJobSchema,
  dayInZone,
  digitsOf,
  notFound,
  Refusal,
  systemNoteCategoryId,
  systemNotes,
} from '@bayline/contracts';
import { giveCellPhone } from '../jobs/cell-phones.ts';
import { checkNewJob, decideAddNote, decideNewJob } from '../jobs/decide.ts';
import { type Job, job, jobStream } from '../jobs/job.ts';
import { location, locationStream } from '../locations/location.ts';
import { listAggregate, listStream } from '../settings/list.ts';
import { type CommandContext, type Decided, execute, executeAll, fold, type StreamCommand } from '../shared/command.ts';
import type { CommandDeps } from '../shared/deps.ts';
import { type AppointmentState, appointment } from './appointment.ts';
import { type BookingRules, decideBook, decideCancel, decideChange, decideConvert } from './decide.ts';
import { reminderDueFor } from './reminders.ts';

/**
 * The job an appointment becomes: an id made from the appointment's, so converting again (a retry, a second click,
 * another process) names the same job and never makes a second one.
 */
export function jobIdFor(appointmentId: string): string {
  const h = createHash('sha1').update(`appointment-job/${appointmentId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Appointment commands: booking, changing, cancelling, converting to a job. A reminder they schedule is queued by the
 * reminders' process manager, which follows the log.
 */
export function appointmentCommands(deps: CommandDeps) {
  /** The location's rules now: its categories, its day and when a reminder is due. */
  async function rulesAt(ctx: CommandContext) {
    const [place, categories] = await Promise.all([
      deps.streams.current(locationStream(ctx.locationShortName), location),
      deps.streams.current(listStream('apptCategories', ctx.locationShortName), listAggregate('apptCategories')),
    ]);
    const settings = place.state.info;
    if (!settings) throw notFound('Location');
    const rules: BookingRules = {
      categories: categories.state as BookingRules['categories'],
      today: dayInZone(ctx.now, settings.timeZone),
      reminderDue: reminderDueFor(settings, ctx.now),
    };
    return { rules, categories: categories.state as AppointmentCategories };
  }

  const answer = (result: Decided<AppointmentState, AppointmentEvent>, categories: AppointmentCategories) => ({
    ...result,
    appointment: appointmentView(result.state!, categories),
  });

  /** The current state as a 409 shows it. */
  const current = (categories: AppointmentCategories) => (state: AppointmentState) =>
    state ? appointmentView(state, categories) : null;

  return {
    async book(ctx: CommandContext, form: AppointmentForm) {
      const { rules, categories } = await rulesAt(ctx);
      const appointmentId = deps.newId();
      const result = await execute(
        deps,
        appointmentStream(appointmentId),
        appointment,
        (s, version) => decideBook(s, form, rules, appointmentId, version),
        ctx,
        { creates: true },
      );
      return answer(result, categories);
    },

    async change(ctx: CommandContext, form: AppointmentForm, expectedVersion?: number) {
      const { rules, categories } = await rulesAt(ctx);
      const result = await execute(
        deps,
        appointmentStream(form.appointmentId),
        appointment,
        (s, version) => decideChange(s, form, rules, version),
        ctx,
        { expectedVersion, current: current(categories), conflict: appointmentMessages.changedBySomeoneElse },
      );
      return answer(result, categories);
    },

    cancel: (ctx: CommandContext, appointmentId: string) =>
      execute(deps, appointmentStream(appointmentId), appointment, decideCancel, ctx),

    /**
     * Convert to Job (spec 3 section 4): a new job from the appointment's customer and vehicle, made as Create Job
     * makes one (the class named, else the location's first active class; the first department), with the System
     * note 'Notes from Appointment: …', and the appointment linked to it. The job is appended first: a crash before
     * the link leaves the job, which the next try finds (its id comes from the appointment's) and only links.
     * An appointment converted already answers its job, making none.
     */
    async convert(ctx: CommandContext, appointmentId: string, input: ConvertAppointment) {
      const { categories } = await rulesAt(ctx);
      const before = await deps.streams.current(appointmentStream(appointmentId), appointment);
      const record = before.state;
      if (!record || record.locationShortName !== ctx.locationShortName) throw notFound('Appointment');
      if (record.jobAdminId)
        return {
          created: false,
          jobAdminId: record.jobAdminId,
          position: 0,
          appointment: appointmentView(record, categories),
        };
      const catalog = await deps.catalogs.load(ctx.locationShortName);
      const jobClassId = input.jobClassId ?? activeInOrder(catalog.jobClasses)[0]?.jobClassId;
      if (!jobClassId) throw new Refusal('NoJobClass', appointmentMessages.noJobClass);
      const newJob = checkNewJob(
        createJobSchema.parse({
          clientName: record.clientName,
          clientCellular: record.clientCellular,
          clientEmail: record.clientEmail,
          year: record.year ?? 0,
          make: record.make,
          model: record.model,
          color: record.color,
          description: record.description,
          jobClassId,
        }),
        catalog,
        ctx.now,
      );
      const jobAdminId = jobIdFor(appointmentId);
      const jobAdminInt = await deps.jobNumbers.take(ctx);
      const metadata = { at: ctx.now.toISOString(), locationShortName: ctx.locationShortName };
      const onJob: StreamCommand<Job> = {
        streamId: jobStream(jobAdminId),
        aggregate: job,
        creates: true,
        decide: (state) => {
          if (state.exists) return [];
          const created = decideNewJob(newJob, { jobAdminId, jobAdminInt });
          const made = fold(
            job,
            state,
            created.map((e) => ({ ...e, metadata })),
          );
          const note = { notes: systemNotes.appointmentNotes(record.notes), noteCategoryId: systemNoteCategoryId };
          return [...created, ...decideAddNote(made, note, catalog, deps.newId())];
        },
      };
      const onAppointment: StreamCommand<AppointmentState> = {
        streamId: appointmentStream(appointmentId),
        aggregate: appointment,
        decide: (state) => decideConvert(state, jobAdminId),
      };
      // The new job's cell phone is indexed before the job is appended, so a reply from it finds the job.
      const phone = digitsOf(newJob.jobFields.clientCellular ?? '');
      const indexed = phone ? [giveCellPhone(ctx.locationShortName, phone, jobAdminId)] : [];
      const decided = await executeAll(deps, [...indexed, onJob, onAppointment] as StreamCommand<unknown>[], ctx);
      const [madeJob, linked] = decided.slice(-2) as [Decided<unknown>, Decided<AppointmentState, AppointmentEvent>];
      const linkedTo = linked.state?.jobAdminId ?? jobAdminId;
      return {
        created: madeJob.events.length > 0,
        jobAdminId: linkedTo,
        position: Math.max(madeJob.position, linked.position),
        appointment: appointmentView(linked.state!, categories),
      };
    },
  };
}
