import { createGlobalTheme } from '@vanilla-extract/css';

/** Bayline's colours, spacing and type: one place for the whole app. */
export const vars = createGlobalTheme(':root', {
  color: {
    bar: '#17212e',
    barText: '#e8edf3',
    page: '#eef1f5',
    surface: '#ffffff',
    surfaceAlt: '#f6f8fa',
    column: '#e3e8ee',
    border: '#d5dbe3',
    borderStrong: '#b4bfcc',
    text: '#1b2430',
    textMuted: '#5c6b7c',
    placeholder: '#8a97a6',
    primary: '#1f6feb',
    primaryHover: '#1859c0',
    primaryText: '#ffffff',
    focus: '#4d90fe',
    focusRing: 'rgba(77, 144, 254, 0.4)',
    errorRing: 'rgba(198, 40, 40, 0.2)',
    primaryTint: 'rgba(31, 111, 235, 0.08)',
    success: 'rgb(106, 168, 79)',
    /** Success behind white text (a snackbar): dark enough to read. */
    successStrong: '#2e6b1f',
    warning: '#b26a00',
    warningSurface: '#fff4e0',
    error: '#c62828',
    overlay: 'rgba(15, 23, 33, 0.55)',
    dropTarget: '#d3e4fd',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
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
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.12)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.22)',
    dialog: '0 20px 48px rgba(16, 24, 40, 0.35)',
  },
  size: {
    topBar: '56px',
    sideMenu: '208px',
    sideMenuCollapsed: '56px',
    column: '272px',
  },
});
