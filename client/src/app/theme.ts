import { createTheme, responsiveFontSizes } from '@mui/material/styles';

export const theme = responsiveFontSizes(
  createTheme({
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
  }),
);
