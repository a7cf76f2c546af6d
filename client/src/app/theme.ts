import { createTheme, type Theme } from '@mui/material/styles';

const base = createTheme({
  palette: {
    // Every colour carries white text at WCAG AA contrast (4.5:1 or more).
    contrastThreshold: 4.5,
    primary: { main: '#0b4f6c', contrastText: '#ffffff' },
    secondary: { main: '#b8472f', contrastText: '#ffffff' },
    info: { main: '#01579b' },
    warning: { main: '#a35200' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#4a5868' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Roboto Variable", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links inside text are underlined (not told apart by colour alone); navigation and titles opt out.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    // MUI detects a browser's autofill through two keyframes that each input otherwise adds to the page as it
    // mounts (a <style> element and a restyle of the page per input while hydrating a form): they are here once,
    // with the baseline styles, and the inputs keep MUI's animation that reports autofill.
    MuiCssBaseline: {
      styleOverrides: {
        '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
        '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
        // MUI draws a button's keyboard focus from script (Mui-focusVisible); inside server markup that is
        // never hydrated (ssr/static-html.tsx) the browser's own :focus-visible draws it.
        '[data-static] .MuiButtonBase-root:focus-visible': { outline: '2px solid #0b4f6c', outlineOffset: 2 },
        // Whatever the keyboard focuses, or a link jumps to, is scrolled clear of the sticky header (and the portals'
        // top bar), not under it: WCAG 2.2 focus not obscured (2.4.11).
        html: { scrollPaddingTop: 88 },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        input: {
          animationName: 'mui-auto-fill-cancel',
          animationDuration: '10ms',
          '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
        },
      },
    },
  },
});

/**
 * The headings' sizes on phones, then from MUI's sm, md and lg breakpoints up, and the theme with them: what MUI's
 * responsiveFontSizes(base) returns, key for key (checked against it when written), without its code and its
 * CSS-length helpers on every page.
 */
function responsive(variant: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6', xs: string, sm: string, md: string, lg: string) {
  return {
    ...base.typography[variant],
    fontSize: xs,
    '@media (min-width:600px)': { fontSize: sm },
    '@media (min-width:900px)': { fontSize: md },
    '@media (min-width:1200px)': { fontSize: lg },
  };
}

export const theme: Theme = {
  ...base,
  typography: {
    ...base.typography,
    h1: responsive('h1', '3.5rem', '4.7129rem', '5.3556rem', '6rem'),
    h2: responsive('h2', '2.375rem', '3.125rem', '3.3333rem', '3.75rem'),
    h3: responsive('h3', '2rem', '2.5707rem', '2.7849rem', '3rem'),
    h4: responsive('h4', '1.5625rem', '1.8219rem', '2.0243rem', '2.125rem'),
    h5: responsive('h5', '1.25rem', '1.3118rem', '1.4993rem', '1.5rem'),
    h6: responsive('h6', '1.125rem', '1.25rem', '1.25rem', '1.25rem'),
  },
};
