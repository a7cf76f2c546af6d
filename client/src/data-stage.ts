// The second of the app's start stages (main.tsx): Apollo Client and the router, in their own chunk
// (build/public-chunk.ts). Evaluated with MUI and Emotion, they were the longest task of a public page's start.
export { ApolloClient } from '@apollo/client';
export { Routes } from 'react-router-dom';
