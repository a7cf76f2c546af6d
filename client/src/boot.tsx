// The app's start, loaded by main.tsx once the server-rendered page has painted.
import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readFormState } from './ssr/form-state';
import { SERVER_STATE_ID } from './ssr/server-state';
import { setHydrating } from './ssr/static-html';

const container = document.getElementById('root')!;
const stateScript = document.getElementById(SERVER_STATE_ID);

if (stateScript) {
  // A server-rendered page: hydrate it with the data it was rendered from, so no query is sent again.
  const serverState = JSON.parse(stateScript.textContent ?? '{}') as NormalizedCacheObject;
  setHydrating(true);
  // As a transition, the hydration of the shell (providers, router, layout) is time-sliced like the rest, in
  // short tasks the browser can interleave with input, instead of one long task at default priority.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App serverState={serverState} formState={readFormState()} />
      </StrictMode>,
      {
        onRecoverableError: (error) => console.error('Hydration error', error),
      },
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
