import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useLocationChangeGuard } from '../../lib/location-change-guard.ts';
import { UnsavedWorkPrompt } from '../unsaved-work-prompt.tsx';

export interface UnsavedChangesPromptProps {
  isDirty: boolean;
  /** Saves the screen; resolves true when saved (then the user leaves), false to stay. */
  onSave: () => Promise<boolean>;
}

/**
 * Asks before unsaved changes are lost (spec 2 section 1): on leaving the screen (another route), on changing
 * the location (the switcher waits for the answer) and on closing the tab (the browser's own question).
 * YES saves then leaves, NO leaves without saving, CANCEL stays.
 */
export function UnsavedChangesPrompt({ isDirty, onSave }: UnsavedChangesPromptProps) {
  const { t } = useTranslation('settings');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // The location switcher's pending question, answered through this resolver.
  const [locationAnswer, setLocationAnswer] = useState<((mayChange: boolean) => void) | null>(null);
  const [isSaving, setSaving] = useState(false);
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  const askBeforeLocationChange = useCallback(
    () => new Promise<boolean>((resolve) => setLocationAnswer(() => resolve)),
    [],
  );
  useLocationChangeGuard(isDirty ? askBeforeLocationChange : undefined);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const answer = (leave: boolean) => {
    if (locationAnswer) {
      locationAnswer(leave);
      setLocationAnswer(null);
    }
    if (blocker.state === 'blocked') {
      if (leave) blocker.proceed();
      else blocker.reset();
    }
  };
  const saveThenLeave = async () => {
    setSaving(true);
    try {
      answer(await onSaveRef.current());
    } finally {
      setSaving(false);
    }
  };

  return (
    <UnsavedWorkPrompt
      message={t('common.unsavedChanges')}
      isOpen={blocker.state === 'blocked' || locationAnswer !== null}
      isPending={isSaving}
      onYes={() => void saveThenLeave()}
      onNo={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
}
