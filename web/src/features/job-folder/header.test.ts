import { areas, Level, type Permissions } from '@bayline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { desktopTabs, disabledTabs, folderHeaderText, jobName, openingTab, phoneTabs } from './header.ts';
import { folderRights } from './rights.ts';

beforeAll(() => i18n.changeLanguage('en'));

const all = (level: Level) => Object.fromEntries(areas.map((a) => [a, level])) as Permissions;

describe('folder header', () => {
  const job = { hat: 'RO-77', jobAdminInt: 1042, roState: 2, departmentName: 'Body' };

  it('reads Job {hat or #number} ({department}) on Information, with an arrow and the tab elsewhere', () => {
    expect(folderHeaderText(job, 'information')).toBe('Job RO-77 (Body)');
    expect(folderHeaderText({ ...job, hat: '' }, 'information')).toBe('Job #1042 (Body)');
    expect(folderHeaderText(job, 'tasks')).toBe('Job RO-77 (Body) → Tasks');
    expect(folderHeaderText(job, 'archive')).toBe('Job RO-77 (Body) → Archive');
    expect(jobName({ hat: '', jobAdminInt: 7 })).toBe('#7');
  });

  it('names the state instead of the department when void or archived', () => {
    expect(folderHeaderText({ ...job, roState: 4 }, 'information')).toBe('Job RO-77 (Voided)');
    expect(folderHeaderText({ ...job, roState: 3 }, 'history')).toBe('Job RO-77 (Archived) → History');
  });
});

describe('tabs and rights by permission level', () => {
  it('disables the tabs whose area is no access and opens on the first one available', () => {
    const permissions = { ...all(Level.write), jobinformation: Level.noAccess, jobclosing: Level.noAccess };
    const disabled = disabledTabs(permissions, desktopTabs);
    expect(disabled).toEqual(['information', 'archive']);
    expect(openingTab('information', disabled, desktopTabs)).toBe('history');
    expect(openingTab('tasks', disabled, desktopTabs)).toBe('tasks');
    expect(openingTab(undefined, disabledTabs(all(Level.noAccess), desktopTabs), desktopTabs)).toBeUndefined();
  });

  it('gives a phone the reduced set, Messaging and Media by their own areas, and opens elsewhere on a desktop-only tab', () => {
    expect(phoneTabs.map((t) => t.id)).toEqual(['information', 'history', 'messaging', 'media', 'archive']);
    expect(desktopTabs.map((t) => t.id)).toEqual([
      'information',
      'history',
      'messaging',
      'tasks',
      'assignments',
      'media',
      'archive',
    ]);
    const permissions = { ...all(Level.write), jobmessaging: Level.noAccess, jobtodolist: Level.noAccess };
    const disabled = disabledTabs(permissions, phoneTabs);
    expect(disabled).toEqual(['messaging']);
    expect(openingTab('tasks', disabled, phoneTabs)).toBe('information');
    expect(openingTab('media', disabled, phoneTabs)).toBe('media');
    const job = { hat: 'RO-77', jobAdminInt: 1042, roState: 2, departmentName: 'Body' };
    expect(folderHeaderText(job, 'media')).toBe('Job RO-77 (Body) → Media');
  });

  it('void or archived locks fields, tasks, assignments and badges, but leaves reopen', () => {
    const rights = folderRights(all(Level.write), 3);
    expect(rights).toMatchObject({
      locked: true,
      editFields: false,
      checkTasks: false,
      editTasks: false,
      editAssignments: false,
      editBadges: false,
      close: true,
    });
    expect(folderRights(all(Level.write), 2)).toMatchObject({ editFields: true, checkTasks: true, editTasks: true });
  });

  it('task boxes need jobtodolist write or complete-only; the edit button needs write', () => {
    const completer = { ...all(Level.read), jobtodolist: Level.completeOnly };
    expect(folderRights(completer, 2)).toMatchObject({ checkTasks: true, editTasks: false, editFields: false });
    const reader = { ...all(Level.write), jobtodolist: Level.read };
    expect(folderRights(reader, 2)).toMatchObject({ checkTasks: false, editTasks: false });
  });

  it('jobfolder no access disables all editing; jobassignments read disables assignments', () => {
    const none = { ...all(Level.write), jobfolder: Level.noAccess };
    expect(folderRights(none, 2)).toMatchObject({
      editFields: false,
      checkTasks: false,
      editTasks: false,
      editAssignments: false,
      close: false,
    });
    expect(folderRights({ ...all(Level.write), jobassignments: Level.read }, 2).editAssignments).toBe(false);
    expect(folderRights({ ...all(Level.write), jobinformation: Level.read }, 2).editFields).toBe(false);
    expect(folderRights({ ...all(Level.write), jobclosing: Level.read }, 2).close).toBe(false);
  });
});
