import {
  invalid,
  type LocationInfo,
  locationShortNameMessage,
  locationShortNamePattern,
  notFound,
} from '@bayline/contracts';
import type { Aggregate, NewEvent } from '../shared/command.ts';

export const locationStream = (shortName: string) => `location-${shortName}`;

export interface LocationState {
  opened: boolean;
  info: LocationInfo | null;
  apiKey: string | null;
}

export const location: Aggregate<LocationState> = {
  initial: () => ({ opened: false, info: null, apiKey: null }),
  evolve(state, event) {
    if (event.type === 'LocationOpened') return { ...state, opened: true, info: event.data.info as LocationInfo };
    if (event.type === 'LocationApiKeyGenerated') return { ...state, apiKey: String(event.data.apiKey) };
    return state;
  },
};

export function decideOpenLocation(state: LocationState, info: LocationInfo): NewEvent[] {
  if (state.opened) return [];
  if (!locationShortNamePattern.test(info.shortName))
    throw invalid([{ field: 'shortName', message: locationShortNameMessage }]);
  return [{ type: 'LocationOpened', data: { info } }];
}

/** A new key for the location's auto uploader; the old one stops working. */
export function decideGenerateApiKey(state: LocationState, apiKey: string): NewEvent[] {
  if (!state.opened) throw notFound('Location');
  return [{ type: 'LocationApiKeyGenerated', data: { apiKey } }];
}
