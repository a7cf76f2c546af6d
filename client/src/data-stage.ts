// The second of the app's start stages (main.tsx): Apollo Client and the router, in their own chunk
// (build/public-chunk.ts). Evaluated with MUI and Emotion, they were the longest task of a public page's start.
export { ApolloClient } from '@apollo/client';
// The hook the route table renders with (app/routes.tsx); naming a component nobody renders kept it in the bundle.
export { useRoutes } from 'react-router-dom';
