import { Button, type ButtonProps } from 'react-aria-components';

/**
 * A button drawn wholly by its screen (a card, a chip, a tile's label, a disclosure's header): it presses like a
 * button, with the keyboard and on touch, and takes no look from the theme's buttons.
 */
export function PlainButton(props: Omit<ButtonProps, 'className'> & { className: string }) {
  return <Button {...props} />;
}
