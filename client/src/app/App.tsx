import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { ViewerDocument } from '../modules/auth/graphql/viewer';
import { expireSession } from '../modules/auth/hooks/use-session';
import { PostedFormBox, PostedFormContext, type PostedFormState } from '../ssr/form-state';
import { createApollo } from './apollo';
import { createAppHistory } from '../shared/navigation';
import { AppRoutes } from './routes';
import { theme } from './theme';

/** Theme, baseline styles and the Apollo client: what every render of the app sits in, in the browser and on the server. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ThemeProvider>
  );
}

/**
 * The app in the browser. `serverState`: the Apollo cache of a server-rendered page, which it hydrates from;
 * `formState`: the refused post the page was rendered with (form-state.ts).
 */
export function App({ serverState, formState = null }: { serverState?: NormalizedCacheObject; formState?: PostedFormState | null }) {
  const [apollo] = useState(() => {
    // An expired or revoked session: forget everything cached and show the app signed out. 'Not
    // authenticated' means the same when the app still believes someone is signed in.
    const created = createApollo((code) => {
      const cached = created.client.readQuery({ query: ViewerDocument })?.viewer;
      if (code === 'SESSION_EXPIRED' || cached) void expireSession(created.client);
    }, serverState);
    return created;
  });
  const [history] = useState(createAppHistory);
  const [posted] = useState(() => new PostedFormBox(formState));
  return (
    <AppProviders client={apollo.client}>
      <PostedFormContext.Provider value={posted}>
        <HistoryRouter history={history}>
          <AppRoutes />
        </HistoryRouter>
      </PostedFormContext.Provider>
    </AppProviders>
  );
}
