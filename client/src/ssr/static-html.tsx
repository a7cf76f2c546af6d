import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { followInAppForms, followInAppLinks } from '../shared/server-html';

let hydrating = false;

/** Set by boot.tsx just before it hydrates a server-rendered page, and cleared by HydrationMark once that is done. */
export function setHydrating(value: boolean) {
  hydrating = value;
}

const wrapper = { display: 'contents' } as const;

/**
 * Server-rendered markup that nothing on the client needs to run: text, pictures, links and GET forms. On the server,
 * and whenever the client renders it later, it shows its children. While the browser hydrates a server-rendered
 * page, React keeps the server's markup inside as it is and neither renders nor hydrates it (no component code,
 * no style serialising, no event wiring): much of a public page's hydration work. Its links and GET forms still
 * open pages within the app (delegated click and submit handlers, shared/server-html.ts), and MUI buttons inside
 * keep a keyboard focus ring from CSS (theme.ts: `[data-static]`). A native control inside keeps whatever the
 * visitor did before hydration, since React never touches it.
 *
 * Only for what cannot change while it stays mounted: nothing with a handler, state or data that may move
 * inside. `version` names the content (a franchise's id, say): when it changes while the part stays mounted,
 * the client renders the part from then on.
 */
export function StaticHtml({ children, version = '' }: { children: ReactNode; version?: string }) {
  const navigate = useNavigate();
  const [kept, setKept] = useState<string | null>(() => (hydrating ? version : null));
  // Rendered by the client once, always: the server's markup is gone by then.
  if (kept !== null && kept !== version) setKept(null);
  const onClick = followInAppLinks(navigate);
  const onSubmit = followInAppForms(navigate);
  if (kept === version) {
    // Keyed apart from the rendered element, so a switch replaces the element, server markup and all.
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the clicks are the links' and buttons' inside, which have their keys
      <div
        key="kept"
        data-static=""
        style={wrapper}
        onClick={onClick}
        onSubmit={onSubmit}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the clicks are the links' and buttons' inside, which have their keys
    <div key="rendered" data-static="" style={wrapper} onClick={onClick} onSubmit={onSubmit}>
      {children}
    </div>
  );
}
