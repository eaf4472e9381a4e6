import { createContext, useContext } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './tabs.css.ts';

/** A panel has no look of its own: its screen lays it out. */
export { TabPanel } from 'react-aria-components';

type TabsLook = keyof typeof styles.tab;

const LookContext = createContext<TabsLook>('strip');

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'onSelectionChange'> {
  /** 'strip' across a dialog (the default), 'page' under a screen's title. */
  look?: TabsLook;
  /** How the tabs and their panels fill their place (a column that grows). */
  className?: string;
  /** The id of the tab the user chose. */
  onSelectionChange?: (id: string) => void;
}

/** Tabs whose list and tabs take one look; each panel is laid out by its screen. */
export function Tabs({ look = 'strip', onSelectionChange, ...props }: TabsProps) {
  return (
    <LookContext.Provider value={look}>
      <AriaTabs {...props} onSelectionChange={onSelectionChange && ((key) => onSelectionChange(String(key)))} />
    </LookContext.Provider>
  );
}

export function TabList<T extends object>(props: Omit<AriaTabListProps<T>, 'className'>) {
  return <AriaTabList {...props} className={styles.tabList[useContext(LookContext)]} />;
}

export function Tab(props: Omit<AriaTabProps, 'className'>) {
  return <AriaTab {...props} className={styles.tab[useContext(LookContext)]} />;
}
