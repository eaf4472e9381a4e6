import { useEffect } from 'react';

/** Answers whether the location may change now (a screen with unsaved changes asks the user first). */
export type LocationChangeGuard = () => Promise<boolean>;

let guard: LocationChangeGuard | undefined;

/** Asked by the location switcher before it changes the location; true when nothing stands in the way. */
export function mayChangeLocation(): Promise<boolean> {
  return guard ? guard() : Promise.resolve(true);
}

/** While mounted with a guard, the location switcher waits for its answer. */
export function useLocationChangeGuard(check: LocationChangeGuard | undefined) {
  useEffect(() => {
    if (!check) return;
    guard = check;
    return () => {
      if (guard === check) guard = undefined;
    };
  }, [check]);
}
