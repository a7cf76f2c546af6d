// The first of the app's start stages (main.tsx): React and React DOM, in their own chunk (build/public-chunk.ts).
// A module of the app rather than `import('react-dom/client')` in the entry, whose CommonJS interop would make the
// entry import the bundler's runtime before the first paint.
export { hydrateRoot } from 'react-dom/client';
