import { describe, expect, it } from 'vitest';
import { schemaVersionOf, upcastEventData } from './event-versions.ts';

const v2 = {
  jobAdminId: 'j1',
  fromDepartmentShortName: 'BODY',
  toDepartmentShortName: 'PAINT',
  toDepartmentId: 'dep-PAINT',
  toSubdepartmentShortName: 'BOOTH1',
};

describe('event schema versions', () => {
  it('writes a move at version 2 and every type never reshaped at 1', () => {
    expect(schemaVersionOf('JobMovedToDepartment')).toBe(2);
    expect(schemaVersionOf('JobCreated')).toBe(1);
  });

  it('reads a version 1 move in the version 2 shape: its subdepartment is the destination’s', () => {
    const { toSubdepartmentShortName, ...rest } = v2;
    const v1 = { ...rest, subdepartmentShortName: toSubdepartmentShortName };
    expect(upcastEventData('JobMovedToDepartment', 1, v1)).toEqual({ data: v2, schemaVersion: 2 });
    expect(upcastEventData('JobMovedToDepartment', 1, { ...v1, subdepartmentShortName: null })).toEqual({
      data: { ...v2, toSubdepartmentShortName: null },
      schemaVersion: 2,
    });
    // The stored data is left as it was.
    expect(v1).toHaveProperty('subdepartmentShortName', 'BOOTH1');
  });

  it('leaves current events, newer versions and other types as they are', () => {
    expect(upcastEventData('JobMovedToDepartment', 2, v2)).toBeUndefined();
    expect(upcastEventData('JobMovedToDepartment', 3, v2)).toBeUndefined();
    expect(upcastEventData('JobCreated', 1, { jobAdminId: 'j1' })).toBeUndefined();
  });
});
