/** The medium breakpoint (spec 3 section 9): below it, screens reflow to one column and dialogs fill the screen. */
export const mediumBreakpoint = 768;

/** The media query of a window narrower than the medium breakpoint, for vanilla-extract styles. */
export const belowMedium = `screen and (max-width: ${mediumBreakpoint - 1}px)`;
