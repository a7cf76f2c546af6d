import { createTheme, responsiveFontSizes } from '@mui/material/styles';

export const theme = responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#0b4f6c', contrastText: '#ffffff' },
      secondary: { main: '#c8553d', contrastText: '#ffffff' },
      background: { default: '#f7f8fa', paper: '#ffffff' },
      text: { primary: '#1d2733', secondary: '#4a5868' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  }),
);
