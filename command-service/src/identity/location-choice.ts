import type { LocationChoiceEvent } from '@bayline/contracts';
import { type Aggregate, execute } from '../shared/command.ts';
import type { WriteSideIndexUpgrade } from '../shared/upgrade.ts';

/**
 * The location a user chose last, in whichever browser: their next sign-in starts there while it is still theirs.
 * Each session keeps its own choice; this stream keeps the user's latest, so sign-in needs no read model.
 */
export const choiceStream = (userId: string) => `chosen-location-${userId}`;

export const chosenLocation: Aggregate<string | null, LocationChoiceEvent> = {
  initial: () => null,
  evolve: (_, event) => event.data.shortName,
};

/** Chosen again is no change. */
export function decideChooseLocation(chosen: string | null, userId: string, shortName: string): LocationChoiceEvent[] {
  return chosen === shortName ? [] : [{ type: 'LocationChosen', data: { userId, shortName } }];
}

/**
 * Choices made before they were kept here: each user's last `LocationSelected` (on their session's stream, or on
 * their own stream in older data). A choice kept already is newer, and left.
 */
export const earlierChoices: WriteSideIndexUpgrade = {
  name: 'location-choices',
  start() {
    const chosen = new Map<string, string>();
    return {
      see({ type, data }) {
        if (type === 'LocationSelected') chosen.set(data.userId, data.shortName);
      },
      async fill(deps, ctx) {
        let entries = 0;
        for (const [userId, shortName] of chosen) {
          const decide = (kept: string | null) => (kept ? [] : decideChooseLocation(kept, userId, shortName));
          const { events } = await execute(deps, choiceStream(userId), chosenLocation, decide, ctx);
          entries += events.length;
        }
        return entries;
      },
    };
  },
};
