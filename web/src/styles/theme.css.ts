import { createGlobalTheme } from '@vanilla-extract/css';

/** Bayline's colours, spacing and type: one place for the whole app. */
const base = createGlobalTheme(':root', {
  color: {
    bar: '#17212e',
    /** The light behind the sign-in card, fading into the bar's colour. */
    barGlow: '#26364a',
    barText: '#e8edf3',
    page: '#eef1f5',
    surface: '#ffffff',
    surfaceAlt: '#f6f8fa',
    column: '#e3e8ee',
    border: '#d5dbe3',
    borderStrong: '#b4bfcc',
    text: '#1b2430',
    // Text colours read at 4.5:1 or more on every surface and the column grey (WCAG 2.2 AA).
    textMuted: '#526170',
    placeholder: '#626e7d',
    primary: '#1a62d2',
    primaryHover: '#154fae',
    primaryText: '#ffffff',
    focus: '#4d90fe',
    focusRing: 'rgba(77, 144, 254, 0.4)',
    errorRing: 'rgba(198, 40, 40, 0.2)',
    primaryTint: 'rgba(26, 98, 210, 0.08)',
    success: 'rgb(106, 168, 79)',
    /** Success behind white text (a snackbar): dark enough to read. */
    successStrong: '#2e6b1f',
    warning: '#955800',
    warningSurface: '#fff4e0',
    error: '#c62828',
    overlay: 'rgba(15, 23, 33, 0.55)',
    /** Behind a photo or video on its own: nearly black, so the picture reads. */
    viewerOverlay: 'rgba(10, 14, 20, 0.94)',
    /** Text on a filled tag, badge or avatar (priority, over-count, unread count). */
    onFill: '#ffffff',
    /** The user's initials in the top bar. */
    avatar: '#3b6ea5',
    /** Light veils on the dark top bar: a control's ground, its hover, a gauge's track, a control's edge. */
    barTint: 'rgba(255, 255, 255, 0.06)',
    barHover: 'rgba(255, 255, 255, 0.12)',
    barTrack: 'rgba(255, 255, 255, 0.16)',
    barLine: 'rgba(255, 255, 255, 0.18)',
    barRing: 'rgba(255, 255, 255, 0.25)',
    barRingHover: 'rgba(255, 255, 255, 0.6)',
    /** A board column's sub-section, lighter than the column's grey. */
    columnVeil: 'rgba(255, 255, 255, 0.45)',
    /** A round button on a job class colour (the folder's close button), darker than the colour under it. */
    accentShade: 'rgba(0, 0, 0, 0.18)',
    accentShadeHover: 'rgba(0, 0, 0, 0.3)',
    /** A colour swatch's edge, seen on white and on a light colour alike. */
    swatchEdge: 'rgba(0, 0, 0, 0.15)',
    dropTarget: '#d3e4fd',
  },
  /** The top bar's gauges: a limit's levels, then the flow's three stages. */
  gauge: {
    warning: '#f0a020',
    over: '#ef5350',
    preProduction: '#90a4ae',
    production: '#42a5f5',
    postProduction: '#66bb6a',
  },
  space: {
    xxs: '2px',
    /** Between a small label and what it labels: a card's clock or date label, a gauge's figures and track. */
    label: '3px',
    xs: '4px',
    /** Either side of the figure of the top bar's unread count. */
    badge: '5px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    /** A small square mark: a colour swatch, a checkbox. */
    xs: '3px',
    sm: '4px',
    md: '6px',
    lg: '10px',
    /** Round ends, whatever the height: a count, a chip, a gauge's track. */
    pill: '999px',
  },
  /** Lines: a hairline, a selected or focused edge, a card's colour stripe (regular, then compact), a banner's. */
  borderWidth: {
    thin: '1px',
    medium: '2px',
    thick: '3px',
    stripe: '4px',
    band: '6px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '11px',
    sm: '12px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    /** A figure read at a glance (a leaderboard tile's value). */
    xxl: '24px',
  },
  /** Spaced capitals and figures: a card's number, a group's heading, a VIN. */
  letterSpacing: {
    tight: '0.02em',
    wide: '0.04em',
    wider: '0.06em',
  },
  fontWeight: {
    normal: '400',
    medium: '500',
    semibold: '600',
    /** Dialog, panel and page titles. */
    title: '650',
    bold: '700',
    /** Bayline's name in the logo. */
    wordmark: '750',
    /** Counts read at a glance (a card's age, the overview's totals). */
    heavy: '800',
  },
  /** What lies over what: each layer above every one before it. */
  zIndex: {
    /** A sticky table header or a tick over a tile, above its own list's rows. */
    raised: '1',
    /** A row or tile being dragged, above its neighbours. */
    dragged: '2',
    /** The side menu over the page on a phone. */
    sideMenu: '15',
    /** The top bar's controls opened below it on a phone. */
    topBarDrawer: '19',
    topBar: '20',
    sidePanel: '90',
    dialog: '100',
    mediaViewer: '150',
    snackbar: '200',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.12)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.22)',
    /** A row being dragged in a dialog's list, lifted less than a popover. */
    dragged: '0 4px 12px rgba(16, 24, 40, 0.2)',
    dialog: '0 20px 48px rgba(16, 24, 40, 0.35)',
  },
  size: {
    topBar: '56px',
    sideMenu: '208px',
    sideMenuCollapsed: '56px',
    column: '272px',
    /** A board column when the board is compact (its least width) or minified. */
    columnCompact: '128px',
    columnMinified: '92px',
    /** The appointments screen's side column (the month and the unscheduled jobs). */
    sideColumn: '248px',
    /** The job folder at its widest. */
    folder: '1120px',
    /** A line of reading text at its longest. */
    prose: '720px',
    /** One step of a tree's indent (a report's grouped rows). */
    indent: '20px',
    /** A board card's height before it is laid out (content-visibility's estimate): regular, compact, minified. */
    card: '110px',
    cardCompact: '64px',
    cardMinified: '36px',
    /** A media pane's height (spec 1 section 9). */
    mediaPane: '550px',
    /** The preset message menu's greatest height (spec 1 section 9). */
    presetMenu: '264px',
    /** What a dialog's title, tabs and buttons take of a short window around its 600 px list (estimates, the folder). */
    dialogChrome: '220px',
    folderChrome: '230px',
    /** A field's label and the gap under it: a button beside fields moves down by it to line up with their boxes. */
    fieldLabel: '20px',
    /** A tag's one line (a card's priority, an estimate's link). */
    tag: '16px',
    /** A date field of the reports' date range. */
    dateField: '170px',
    /** A number field of a report's options (hours late). */
    numberField: '120px',
    /** A report's table at its least before its tables stack one under another. */
    reportTable: '320px',
    /** A day of the reports' date range calendar. */
    dayWidth: '34px',
    dayHeight: '30px',
    /** A tile of the icon picker at its least. */
    iconTile: '88px',
    /** A box of the forecast's figures at its least. */
    forecastBox: '110px',
    /** A fact of the archive's card at its least on a phone. */
    archiveFactPhone: '130px',
    /** A leaderboard row's client name before it grows or shrinks; in rem, so it follows the reader's font size. */
    clientName: '8rem',
    /** A search result group's count at its least. */
    groupCount: '22px',
    /** The mark on a folder tab with unsaved changes. */
    modifiedDot: '7px',
  },
  /** Square controls and counts: an icon button, an avatar, a badge, a checkbox, a row's handle. */
  control: {
    xxs: '18px',
    xs: '20px',
    sm: '24px',
    md: '28px',
    lg: '32px',
    xl: '36px',
    xxl: '40px',
  },
  /** Dots, swatches and a gauge's track. */
  mark: {
    xs: '6px',
    sm: '8px',
    md: '10px',
    lg: '12px',
    xl: '14px',
  },
  /** Small measures: a drop zone's least height, a field's or a cell's width, a grid's least track. */
  measure: {
    xxs: '48px',
    xs: '56px',
    sm: '72px',
    md: '80px',
    lg: '96px',
    xl: '120px',
    xxl: '140px',
    '3xl': '160px',
    '4xl': '180px',
    '5xl': '200px',
  },
  /** Large measures: a menu's or a card's width, a list's or a pane's height. */
  panel: {
    xxs: '220px',
    xs: '240px',
    sm: '260px',
    md: '280px',
    lg: '320px',
    xl: '360px',
    xxl: '400px',
    '3xl': '420px',
    '4xl': '480px',
    '5xl': '600px',
    '6xl': '640px',
  },
});

/** Lines and focus rings, drawn in the theme's colours. */
const lines = createGlobalTheme(':root', {
  border: {
    line: `1px solid ${base.color.border}`,
    strong: `1px solid ${base.color.borderStrong}`,
    /** A place to drop or add something. */
    dashed: `1px dashed ${base.color.borderStrong}`,
    swatch: `1px solid ${base.color.swatchEdge}`,
  },
  focusRing: {
    /** Around a button or a field with the keyboard's focus. */
    outer: `0 0 0 3px ${base.color.focusRing}`,
    /** Around a list, a small control or a field inside a row. */
    thin: `0 0 0 2px ${base.color.focusRing}`,
    /** Inside a row or tab, whose neighbours would hide a ring outside it. */
    inset: `inset 0 0 0 2px ${base.color.focusRing}`,
  },
});

export const vars = { ...base, ...lines };
