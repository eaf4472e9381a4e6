import { allows, isClosed, Level, type Permissions } from '@bayline/contracts';

/** What each control may do, from the permission levels (spec 1 section 6) and the job's state. */
export function folderRights(permissions: Permissions, roState: number) {
  const locked = isClosed(roState);
  const noFolder = permissions.jobfolder === Level.noAccess;
  const level = (area: keyof Permissions, ...levels: Level[]) => levels.includes(permissions[area]);
  return {
    locked,
    editFields: !locked && !noFolder && !level('jobinformation', Level.noAccess, Level.read),
    checkTasks: !locked && !noFolder && !level('jobtodolist', Level.noAccess, Level.read),
    editTasks: !locked && !noFolder && !level('jobtodolist', Level.noAccess, Level.read, Level.completeOnly),
    addPackageTask: allows(permissions.jobtodolist, 'write'),
    editAssignments: !locked && !noFolder && !level('jobassignments', Level.noAccess, Level.read),
    close: !noFolder && allows(permissions.jobclosing, 'write'),
    addNote: allows(permissions.jobfolder, 'write'),
    addNoteCategory: allows(permissions.onthefly, 'write'),
    editBadges: !locked && allows(permissions.jobfolder, 'write'),
  };
}

export type FolderRights = ReturnType<typeof folderRights>;
