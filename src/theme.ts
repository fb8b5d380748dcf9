/** Colours shared by app.config (tab bar, window) and the icon script; SCSS has the same values. */
export const THEME = {
  primary: '#FF7A1A',
  tabText: '#8C8C8C',
  background: '#F7F5F2',
} as const
