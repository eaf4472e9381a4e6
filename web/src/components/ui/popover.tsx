import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  type DialogProps,
  DialogTrigger,
} from 'react-aria-components';
import * as listStyles from '../select.css.ts';

export interface PopoverProps {
  /** The button that opens it. */
  trigger: ReactNode;
  /** Names what it holds for assistive technology. */
  label: string;
  placement?: AriaPopoverProps['placement'];
  /** The popover's own look, in place of the list's (a calendar that draws its own card). */
  popoverClassName?: string;
  /** How its content is laid out. */
  className?: string;
  /** Open when told, for an owner that closes it itself (a time picked). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Its content, or a function of `close` for content that closes it (a day picked). */
  children: DialogProps['children'];
}

/** A button that opens a small non-modal dialog beside it (options, a picker); Escape or a click outside closes it. */
export function Popover({
  trigger,
  label,
  placement = 'bottom start',
  popoverClassName,
  className,
  isOpen,
  onOpenChange,
  children,
}: PopoverProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <AriaPopover className={popoverClassName ?? listStyles.popover} placement={placement}>
        <Dialog aria-label={label} className={className}>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
