import { createTheme, Loader, type MenuProps, type MantineThemeComponent } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  components: {
    // A loader is a <span>: its aria-label ("Loading") is only allowed, and announced, with a role.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // Mantine's focus placeholder is a presentational <div tabindex> inside role="menu", which only
    // menu items may fill (axe aria-required-children). Without it the dropdown itself takes the
    // focus on opening, and the arrow keys move on to the items as before.
    // A plain theme entry, not Menu.extend: importing Menu here put the menu's and Floating UI's code
    // (about 20 kB gzip) in the entry chunk every page loads first, the sign-in page too.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> } satisfies MantineThemeComponent,
  },
});
