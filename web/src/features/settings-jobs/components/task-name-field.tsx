import { useEffect } from 'react';
import { TextField } from '../../../components/text-field.tsx';
import { type TaskKind, tasksMessages } from '../tasks.ts';
import { useNameExists } from '../use-name-exists.ts';

export interface TaskNameFieldProps {
  kind: TaskKind;
  label: string;
  value: string;
  /** The row's name as saved (none for a new row). */
  savedName: string | undefined;
  /** The screen's own error for the name (blank, or the name of another row on screen). */
  localError: string | undefined;
  serverError: string | undefined;
  onChange: (value: string) => void;
  /** Told whether the server says the name is taken, so the screen can hold Save. */
  onTakenChange: (taken: boolean) => void;
  isDisabled: boolean;
}

/** A package's or task's name: required, and checked against the server once typing pauses for 1 second. */
export function TaskNameField({
  kind,
  label,
  value,
  savedName,
  localError,
  serverError,
  onChange,
  onTakenChange,
  isDisabled,
}: TaskNameFieldProps) {
  const taken = useNameExists(kind, value, savedName) === true;
  useEffect(() => onTakenChange(taken), [taken, onTakenChange]);
  return (
    <TextField
      label={label}
      hideLabel
      value={value}
      onChange={onChange}
      error={localError ?? (taken ? tasksMessages.exists(kind) : serverError)}
      maxLength={100}
      isDisabled={isDisabled}
    />
  );
}
