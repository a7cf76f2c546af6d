import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ViewerDocument } from '../modules/auth/graphql/viewer';
import { expireSession } from '../modules/auth/hooks/use-session';
import { createApollo } from './apollo';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

export function App() {
  const [apollo] = useState(() => {
    // An expired or revoked session: forget everything cached and show the app signed out. 'Not
    // authenticated' means the same when the app still believes someone is signed in.
    const created = createApollo((code) => {
      const cached = created.client.readQuery({ query: ViewerDocument })?.viewer;
      if (code === 'SESSION_EXPIRED' || cached) void expireSession(created.client);
    });
    return created;
  });
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={apollo.client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ThemeProvider>
  );
}
