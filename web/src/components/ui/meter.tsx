/**
 * Meters have no look of their own: each screen draws its track (a capacity gauge in the top bar, a password's
 * strength), react-aria announcing the value; a group of them is read as one.
 */
export { Group as MeterGroup, Meter } from 'react-aria-components';
