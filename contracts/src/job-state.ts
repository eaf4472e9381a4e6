export const RoState = { estimate: 1, open: 2, archived: 3, void: 4 } as const;
export type RoState = (typeof RoState)[keyof typeof RoState];

export const roStateLabels: Record<RoState, string> = { 1: 'Estimate', 2: 'Open', 3: 'Archived', 4: 'Voided' };

/** Archived and void are the closed states: left out of list hours, locked for editing. */
export function isClosed(roState: number): boolean {
  return roState === RoState.archived || roState === RoState.void;
}
