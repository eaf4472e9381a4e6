/** The medium breakpoint (spec 3 section 9): below it, screens reflow to one column and dialogs fill the screen. */
export const mediumBreakpoint = 768;

/** The media query of a window narrower than the medium breakpoint, for vanilla-extract styles. */
export const belowMedium = `screen and (max-width: ${mediumBreakpoint - 1}px)`;

/** A phone held upright: a dialog's cards stack in one column. */
export const belowPhone = 'screen and (max-width: 480px)';

/** Too narrow for a dialog's two columns of fields side by side. */
export const belowNarrow = 'screen and (max-width: 720px)';

/** Too narrow for a dialog's wide column beside its narrow one (the folder's history and its timeline). */
export const belowWide = 'screen and (max-width: 900px)';

/** Below the large breakpoint (1200 px): at most two charts a row. */
export const belowLarge = 'screen and (max-width: 1199px)';
