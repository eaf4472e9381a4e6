import { GridListItem, type GridListItemProps, ListBoxItem, type ListBoxItemProps } from 'react-aria-components';
import * as listStyles from '../select.css.ts';
import * as styles from './list-row.css.ts';

/** Lists have no look of their own: their screen sizes them (a scrolling box of 600 px, a grid of tiles). */
export {
  GridList,
  GridListItem,
  Header as ListHeader,
  /** A list's visible name, tied to it by `aria-labelledby`. */
  Label as ListLabel,
  ListBox,
  ListBoxSection,
  type Selection,
} from 'react-aria-components';

type RowLayout = keyof typeof styles.row;

export interface ListRowProps<T> extends Omit<GridListItemProps<T>, 'className'> {
  layout?: RowLayout;
}

/** A row of a grid list (rows holding buttons of their own): pressing it opens or picks what it shows. */
export function ListRow<T extends object>({ layout = 'inline', ...props }: ListRowProps<T>) {
  return <GridListItem {...props} className={styles.row[layout]} />;
}

export interface ListBoxRowProps<T> extends Omit<ListBoxItemProps<T>, 'className'> {
  layout?: RowLayout;
}

/** A row of a list box (rows of text only, read as options). */
export function ListBoxRow<T extends object>({ layout = 'inline', ...props }: ListBoxRowProps<T>) {
  return <ListBoxItem {...props} className={styles.row[layout]} />;
}

export interface ListOptionProps<T> extends Omit<ListBoxItemProps<T>, 'className'> {
  /** The option's own look, in place of the select list's (an option with a tick box). */
  className?: string;
}

/** An option of a list box, drawn as a select's options are. */
export function ListOption<T extends object>({ className, ...props }: ListOptionProps<T>) {
  return <ListBoxItem {...props} className={className ?? listStyles.option} />;
}
