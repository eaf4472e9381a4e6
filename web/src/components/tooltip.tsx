import type { ReactElement } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './tooltip.css.ts';

export interface TooltipProps {
  /** The tip's text, word for word from the spec ('Add Preset Message'). */
  text: string;
  /** One focusable control (a react-aria Button). */
  children: ReactElement;
}

/** A short tip shown when the control is hovered or focused. */
export function Tooltip({ text, children }: TooltipProps) {
  return (
    <TooltipTrigger delay={400}>
      {children}
      <AriaTooltip className={styles.tooltip} offset={6}>
        {text}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
