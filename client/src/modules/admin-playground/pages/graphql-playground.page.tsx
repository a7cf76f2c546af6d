import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { type DocumentNode, Kind, type OperationDefinitionNode, OperationTypeNode, getOperationAST, parse } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useMemo, useState } from 'react';
import { useDocumentMeta } from '../../../shared/use-document-meta';

type Fetcher = GraphiQLProps['fetcher'];
type FetcherParams = Parameters<Fetcher>[0];

const DEFAULT_QUERY = `# Welcome to the Franchise Compass GraphQL playground.
# You are signed in as an administrator: queries run with your session.
# Open the Documentation Explorer (book icon) to browse the schema.

query PlatformInbox {
  adminUnreadMessageCount
  adminMessages(page: { page: 1, pageSize: 5 }) {
    total
    items {
      subject
      direction
      createdAt
      sender { fullName companyName }
    }
  }
}
`;

const operationNames = (document: DocumentNode) =>
  document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION).map((d) => d.name?.value);

/**
 * The operation to run, derived from the text being sent. GraphiQL works out the operation name from the editor
 * only after a pause in typing (its editor state is debounced into its store), while Run sends the editor's text
 * as it is now: a Run pressed within that pause carried the previous text's name ('Unknown operation named
 * "PlatformInbox"'). The name GraphiQL sent stands when the text still has that operation (a choice among
 * several); otherwise, as GraphiQL itself decides once it catches up, the operation at the same place in the
 * previous document, else the first. A text that does not parse goes without a name and gets the server's error.
 */
function currentOperationName(query: string, sent: string | null | undefined, previous?: DocumentNode): string | undefined {
  let names: (string | undefined)[];
  try {
    names = operationNames(parse(query));
  } catch {
    return undefined;
  }
  if (sent && names.includes(sent)) return sent;
  const before = sent && previous ? operationNames(previous).indexOf(sent) : -1;
  return (before >= 0 && before < names.length ? names[before] : names[0]) ?? undefined;
}

/** Which kind of operation the editor holds; a document that does not parse goes over HTTP and gets the server's error. */
function isSubscription(params: FetcherParams): boolean {
  try {
    return getOperationAST(parse(params.query), params.operationName ?? undefined)?.operation === OperationTypeNode.SUBSCRIPTION;
  } catch {
    return false;
  }
}

/**
 * Queries and mutations over HTTP with the session cookie and the CSRF preflight header, as the app's
 * Apollo Client sends them; subscriptions over graphql-ws on the same /graphql endpoint and cookie.
 */
function createFetcher(ws: ReturnType<typeof createClient>): Fetcher {
  return (graphiqlParams, opts) => {
    const params: FetcherParams = {
      ...graphiqlParams,
      operationName: currentOperationName(graphiqlParams.query, graphiqlParams.operationName, opts?.documentAST),
    };
    if (isSubscription(params)) {
      // graphql-ws yields formatted (JSON) results, which is what GraphiQL shows; its type names the class.
      return ws.iterate({
        query: params.query,
        variables: (params.variables as Record<string, unknown> | null | undefined) ?? undefined,
        operationName: params.operationName ?? undefined,
      }) as unknown as ReturnType<Fetcher>;
    }
    return fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
      body: JSON.stringify(params),
    }).then((res) => res.json());
  };
}

/** The schema explorer is always one click away (the book icon); it opens by itself where there is room for it. */
const roomForDocs = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 1400px)').matches;

/**
 * /admin/graphql: GraphiQL, bundled (no CDN) and loaded only with this route. Introspection answers only
 * approved administrators in production, so the schema explorer works here and nowhere else.
 */
export function GraphqlPlaygroundPage() {
  useDocumentMeta('GraphQL Playground');
  const ws = useMemo(
    () =>
      createClient({
        url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
        lazy: true,
        retryAttempts: 3,
      }),
    [],
  );
  useEffect(() => () => void ws.dispose(), [ws]);
  const fetcher = useMemo(() => createFetcher(ws), [ws]);
  const [openDocs] = useState(roomForDocs);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: { xs: 'calc(100vh - 120px)', md: 'calc(100vh - 140px)' }, minHeight: 480 }}
    >
      <Box>
        <Typography component="h1" variant="h4">
          GraphQL Playground
        </Typography>
        <Typography color="text.secondary">
          Explore the API as yourself. Mutations change real data; subscriptions run over the live connection.
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' }, mt: 0.5 }}>
          The playground works best on a wider screen.
        </Typography>
      </Box>
      <Box
        aria-label="GraphiQL editor"
        role="region"
        sx={{
          flex: 1,
          minHeight: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '& .graphiql-container': { height: '100%' },
          // GraphiQL's logo link and the editor's line numbers are drawn too faint for WCAG AA contrast (4.5:1).
          '&& .graphiql-logo .graphiql-logo-link, && .monaco-editor .line-numbers, && .monaco-editor .line-numbers.dimmed-line-number': {
            color: '#4a5868',
          },
        }}
      >
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          visiblePlugin={openDocs ? 'Documentation Explorer' : undefined}
          forcedTheme="light"
          isHeadersEditorEnabled={false}
          shouldPersistHeaders={false}
        />
      </Box>
    </Box>
  );
}
