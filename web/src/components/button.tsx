import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: keyof typeof styles.button;
}

export function Button({ variant = 'secondary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={styles.button[variant]} />;
}

/** A round button showing only an icon; the label names it for assistive technology. */
export function IconButton({ label, ...props }: Omit<AriaButtonProps, 'className' | 'aria-label'> & { label: string }) {
  return <AriaButton {...props} aria-label={label} className={styles.iconButton} />;
}
