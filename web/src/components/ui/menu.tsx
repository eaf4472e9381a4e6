import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  MenuTrigger,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import * as listStyles from '../select.css.ts';

export interface MenuProps<T> extends Omit<AriaMenuProps<T>, 'className'> {
  /** The button that opens the menu. */
  trigger: ReactNode;
  placement?: PopoverProps['placement'];
  /** Above the items, not one of them (who the user menu is for). */
  header?: ReactNode;
  /** The popover's own look, in place of the list's (the user menu's card). */
  popoverClassName?: string;
  /** Added to the list's look (a wider list of presets). */
  className?: string;
}

/** A button that opens a list of actions in a popover; the keyboard moves through them and Escape closes it. */
export function Menu<T extends object>({
  trigger,
  placement = 'bottom start',
  header,
  popoverClassName,
  className,
  ...props
}: MenuProps<T>) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={popoverClassName ?? listStyles.popover} placement={placement}>
        {header}
        <AriaMenu {...props} className={className ? `${listStyles.listBox} ${className}` : listStyles.listBox} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'className'> {
  /** The item's own look, in place of the list's option (an item with an icon). */
  className?: string;
}

export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  return <AriaMenuItem {...props} className={className ?? listStyles.option} />;
}
