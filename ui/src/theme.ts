/**
 * The DormSpace design tokens. Every app reads colours, radius, shadow and font from here
 * (through ui's styled templates), so one change restyles the shell and all remotes.
 */
export const theme = {
  // Every colour meets WCAG AA (4.5:1) as text on white, on the page background and on its own
  // 12 % tint (badges), and white text meets it on the solid ones (buttons, room tiles).
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e40af',
    success: '#166534',
    successDark: '#14532d',
    danger: '#b91c1c',
    dangerDark: '#991b1b',
    warning: '#92400e',
    info: '#0369a1',
    text: '#111827',
    muted: '#4b5563',
    background: '#f3f4f6',
    surface: '#ffffff',
    border: '#e5e7eb',
    sidebar: '#1e293b',
    sidebarText: '#e2e8f0',
  },
  radius: '0.5rem',
  shadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 1px 2px rgba(15, 23, 42, 0.06)',
  shadowLg: '0 20px 40px rgba(15, 23, 42, 0.25)',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  sidebar: { collapsed: '5rem', expanded: '16rem' },
  /** Widths at which layouts change, for `@media (min-width: …)`. */
  breakpoints: { sm: '40rem', md: '48rem', lg: '64rem' },
  /** Stacking order: toasts must stay visible above an open dialog. */
  zIndex: { dialog: 1000, toast: 1100 },
};

/** The shape of {@link theme}; also the type of `props.theme` in every styled component. */
export type Theme = typeof theme;
