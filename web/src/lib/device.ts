import { useState } from 'react';
import { mediumBreakpoint } from '../styles/breakpoints.ts';

/**
 * Whether this device is a phone: a touch screen as its main pointer whose short side is below the medium
 * breakpoint. The device decides the mobile layout (spec 3 section 9: the reduced job folder tabs, the
 * full-screen Create Job); a narrow desktop window keeps the desktop layout and only reflows.
 */
export function isPhone(): boolean {
  return (
    window.matchMedia('(pointer: coarse)').matches &&
    Math.min(window.screen.width, window.screen.height) < mediumBreakpoint
  );
}

/** `isPhone()` for a component; a device does not change while the page is open. */
export function usePhone(): boolean {
  const [phone] = useState(isPhone);
  return phone;
}
