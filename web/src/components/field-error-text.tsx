import * as styles from './field.css.ts';

export interface FieldErrorTextProps {
  /** The id the input names in its aria-describedby. */
  id: string;
  error?: string;
}

/** The message under a plain (non react-aria) field; renders nothing while there is no error. */
export function FieldErrorText({ id, error }: FieldErrorTextProps) {
  if (!error) return null;
  return (
    <span id={id} className={styles.error}>
      {error}
    </span>
  );
}
