import type { ReactNode } from 'react';
import { Disclosure as AriaDisclosure, Button, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../icons.tsx';
import * as styles from './disclosure.css.ts';

export interface DisclosureProps {
  /** The heading that opens and closes it. */
  title: string;
  /** Said after the title, muted (how many it holds). */
  aside?: ReactNode;
  /** The heading's level in its page's outline. */
  level?: 2 | 3 | 4;
  /** Where it sits on its page (a card of the page). */
  className?: string;
  children: ReactNode;
}

/** A section that opens and closes by its heading, closed at first; its content is hidden while closed. */
export function Disclosure({ title, aside, level = 3, className, children }: DisclosureProps) {
  return (
    <AriaDisclosure className={className}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <ChevronDownIcon className={styles.chevron} />
          <span className={styles.title}>{title}</span>
          {aside !== undefined && <span className={styles.aside}>{aside}</span>}
        </Button>
      </Heading>
      <DisclosurePanel>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
