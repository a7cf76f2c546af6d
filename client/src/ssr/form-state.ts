import { createContext, useContext, useEffect } from 'react';
import { scriptJson } from '../shared/json-ld';

/** The public forms that also work as plain HTML posts (server/src/http/form-posts.ts). */
export type PostedFormName = 'lead' | 'contact' | 'report' | 'complaint';

/**
 * A form posted without JavaScript (or before the page's scripts had started) that the server refused: the
 * values as the visitor sent them and the server's answer, shaped as the GraphQL mutation answers the form
 * when it sends it itself, so the page shows the refusal exactly as the form does after a script send.
 */
export interface PostedFormState {
  form: PostedFormName;
  values: Record<string, string>;
  error: { message: string; code?: string; fields?: Record<string, string> };
}

/** The id of the script element that carries a refused post's state to the browser, for hydration. */
export const FORM_STATE_ID = 'fc-form-state';

/** A box rather than the state itself: the form takes it once, so a later visit to the page starts blank. */
export class PostedFormBox {
  constructor(private state: PostedFormState | null) {}

  /** The state for `form`, unless a form has taken it. */
  peek(form: PostedFormName): PostedFormState | null {
    return this.state?.form === form ? this.state : null;
  }

  /** Gives the state up, once its form has mounted with it. */
  take(state: PostedFormState): void {
    if (this.state === state) this.state = null;
  }
}

export const PostedFormContext = createContext(new PostedFormBox(null));

/** The state as a JSON script element (not executable: the CSP allows no inline script). */
export function formStateScript(state: PostedFormState): string {
  return `<script id="${FORM_STATE_ID}" type="application/json">${scriptJson(state)}</script>`;
}

/** The state the server rendered the page with, read from the page in the browser. */
export function readFormState(): PostedFormState | null {
  const script = typeof document === 'undefined' ? null : document.getElementById(FORM_STATE_ID);
  return script ? (JSON.parse(script.textContent ?? 'null') as PostedFormState | null) : null;
}

/**
 * The refused post of this form the page was rendered with, if any: for the form's first state, the same on
 * the server and at hydration. It is given up after the first mount.
 */
export function usePostedForm(form: PostedFormName): PostedFormState | null {
  const box = useContext(PostedFormContext);
  const state = box.peek(form);
  useEffect(() => {
    if (state) box.take(state);
  }, [box, state]);
  return state;
}

/**
 * The values the form's fields hold in the page, by name: what the visitor typed before the page's scripts
 * started (React keeps it in the DOM while hydrating, but a controlled field would then be reset to its state).
 */
export function fieldValues<K extends string>(form: HTMLFormElement | null, names: readonly K[]): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {};
  if (!form) return found;
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
      found[name] = field.value;
    } else if (field instanceof RadioNodeList && field.value) {
      found[name] = field.value; // a radio group: the checked one's value (none checked reads as nothing typed)
    }
  }
  return found;
}
