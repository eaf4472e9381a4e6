import type { Contact, Department, FolderAssignment, JobFolderView, JobTask } from '@bayline/contracts';

/** Test data for the folder's unit tests. */
export function task(jobTodoId: string, sortOrder: number, extra: Partial<JobTask> = {}): JobTask {
  return {
    jobTodoId,
    todoId: `todo-${jobTodoId}`,
    description: `Task ${jobTodoId}`,
    sortOrder,
    isCompleted: false,
    departmentId: null,
    departmentName: '',
    completedById: null,
    completedByName: '',
    completedOn: null,
    ...extra,
  };
}

export function doneTask(jobTodoId: string, sortOrder: number): JobTask {
  return task(jobTodoId, sortOrder, {
    isCompleted: true,
    departmentId: 'dep-body',
    departmentName: 'Body',
    completedById: 'user-1',
    completedByName: 'Dana Reyes',
    completedOn: '2025-03-04T15:00:00.000Z',
  });
}

export function assignment(
  departmentId: string,
  contactId: string,
  extra: Partial<FolderAssignment> = {},
): FolderAssignment {
  return {
    jobAssignmentId: `asg-${departmentId}-${contactId}`,
    departmentId,
    contactId,
    name: contactId,
    doNotify: true,
    notifyOnly: false,
    cycleTime: 0,
    cycleGoal: null,
    efficiency: null,
    hours: 0,
    ...extra,
  };
}

export function contact(contactId: string, name: string, extra: Partial<Contact> = {}): Contact {
  return {
    contactId,
    name,
    cellular: '',
    email: '',
    contactTypeName: '',
    isActive: true,
    doNotify: true,
    ...extra,
  };
}

export function department(departmentId: string, sortOrder: number, extra: Partial<Department> = {}): Department {
  return {
    departmentId,
    shortName: departmentId.toUpperCase(),
    name: departmentId,
    description: '',
    displayColor: '#1e88e5',
    fontColor: '#ffffff',
    sortOrder,
    isActive: true,
    deletedAt: null,
    isWip: true,
    isMilestone: false,
    laborType: 0,
    laborPercent: 0,
    subdepartments: [],
    jobClassCycles: [],
    ...extra,
  };
}

export function folderView(extra: Partial<JobFolderView> = {}): JobFolderView {
  return {
    jobAdminId: 'job-1',
    jobId: 'job-1',
    jobAdminInt: 1042,
    locationShortName: 'BAYVIEW',
    departmentShortName: 'BODY',
    departmentId: 'dep-body',
    departmentName: 'Body',
    subdepartmentShortName: null,
    departmentEnteredAt: '2025-03-03T15:00:00.000Z',
    jobClassId: 'class-light',
    jobClassName: 'Light',
    jobClass: { displayColor: '#43a047' },
    group: null,
    groupShortName: null,
    roState: 2,
    priority: 0,
    closeDate: null,
    grandTotal: 0,
    fileName: '',
    badges: [],
    departmentCycle: [],
    createdAt: '2025-03-01T15:00:00.000Z',
    version: 7,
    estimateId: null,
    hat: '',
    clientName: 'Pat Doe',
    clientCellular: '5551234567',
    clientEmail: 'pat@example.com',
    clientPhone: '',
    clientAddress1: '',
    clientAddress2: '',
    clientCity: 'Oakland',
    clientSubdivision: 'CA',
    clientPostalCode: '',
    clientCountry: '',
    year: 2019,
    make: 'Honda',
    model: 'Civic',
    color: 'Blue',
    style: '',
    vin: '1HGCM82633A004352',
    description: 'Rear bumper',
    hours: 12.5,
    refinish: 3,
    subTotal: 1234.5,
    isException: false,
    sendTextUpdates: false,
    isTotalLoss: false,
    scheduledIn: '2025-03-03T00:00:00',
    scheduledOut: '2025-03-10T00:00:00',
    dateTowIn: '2025-03-03T00:00:00',
    repairStart: null,
    dateReady: null,
    datePickup: null,
    jobTodos: [task('t1', 0), doneTask('t2', 1)],
    jobAssignments: [assignment('dep-body', 'c-marco')],
    jobHistory: [],
    media: [],
    hold: null,
    ...extra,
  };
}
