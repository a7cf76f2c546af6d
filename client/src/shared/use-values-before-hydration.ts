import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a visitor chose or typed in a server-rendered form before the page hydrated. React leaves the
 * controls as they are while hydrating, but its next render puts back the values it rendered, and the state
 * behind them never heard of the change. At the form's first commit this reads the named controls (enabled
 * ones) and reports those whose value differs from what was rendered. Untouched forms, and forms rendered in
 * the browser (whose controls hold what was rendered), report nothing and cost no render.
 */
export function useValuesBeforeHydration<K extends string>(
  form: RefObject<HTMLFormElement | null>,
  rendered: Record<K, string>,
  onChanged: (changed: Partial<Record<K, string>>) => void,
) {
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const changed: Partial<Record<K, string>> = {};
    let any = false;
    for (const name of Object.keys(rendered) as K[]) {
      const control = element.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement) || control.disabled) continue;
      if (control.value !== rendered[name]) {
        changed[name] = control.value;
        any = true;
      }
    }
    if (any) onChanged(changed);
    // Once, at the first commit: afterwards the controls follow React's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  }, []);
}
