import i18n from 'i18next';
import type { ApiError } from '../../lib/api.ts';

/** The save click waits this long for another click (spec 1 section 9). */
export const saveDebounceMs = 300;

/** Runs what it is given once calls stop for `ms`: only the last call of a burst runs. */
export function createDebouncer(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    call(run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * What a 409 on save tells the user: the server's reason ('This job was changed by someone else'), and that their
 * edits now sit on top of the latest version, ready to save again.
 */
export function conflictMessage(error: Pick<ApiError, 'title'>): string {
  const reason = error.title.replace(/[.!]?\s*$/, '.');
  return i18n.t('jobs:folder.conflict', { reason });
}
