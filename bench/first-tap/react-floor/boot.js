// React alone: hydrates the server-rendered page as one element whose inside React takes as it is
// (dangerouslySetInnerHTML), then marks <html data-hydrated> as the app does. What any React app pays to start.
import { createElement, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

const page = document.getElementById('floor');

function Page() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return createElement('div', { id: 'floor', dangerouslySetInnerHTML: { __html: page.innerHTML } });
}

startTransition(() => {
  hydrateRoot(document.getElementById('root'), createElement(Page));
});
