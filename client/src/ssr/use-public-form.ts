import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, fieldErrors } from '../shared/errors';
import { type FormCheck, type FormErrors, type FormRules, useForm } from '../shared/use-form';
import { type PostedFormName, fieldValues, usePostedForm } from './form-state';

interface PublicFormOptions<T> {
  /** The form's name in a refused post (server/src/http/form-posts.ts). */
  name: PostedFormName;
  empty: T;
  /** The fields in the page's order: the focus goes to the first one in error. */
  order: readonly (keyof T & string)[];
  rules: FormRules<T> | FormCheck<T, keyof T & string>;
  /** The form's message when a send fails without a message per field (a rate limit brings its own). */
  failed: string;
}

/** What the form shows for a refused send: the server's message per field, or else one message for the form. */
function refusal<T>(failed: string, code: string | undefined, message: string, fields: Record<string, string>) {
  if (Object.keys(fields).length > 0) return { errors: fields as FormErrors<T>, formError: null };
  return { errors: {} as FormErrors<T>, formError: code === 'RATE_LIMITED' ? message : failed };
}

/**
 * A public form that is also a plain HTML form posted to its page (contact, report a listing, a data complaint): it
 * starts from a refused post's values and messages, keeps what the visitor typed or chose before the page's scripts
 * started, checks every field on send (as they are in the page: a send just after hydration may come before the state
 * has them), and shows a refusal as the post does, with the focus on the first field in error or on the form's
 * message. `useForm`'s wiring, plus the form's ref and message, and `submit(send)` for its submit handler.
 */
export function usePublicForm<T extends Record<keyof T, string>>({ name, empty, order, rules, failed }: PublicFormOptions<T>) {
  const posted = usePostedForm(name);
  const refused = posted && refusal<T>(failed, posted.error.code, posted.error.message, posted.error.fields ?? {});
  const form = useForm<T>(
    () => (posted ? { ...empty, ...posted.values } : empty),
    rules,
    () => refused?.errors ?? {},
  );
  const { values, setValues, setErrors } = form;
  const [formError, setFormError] = useState<string | null>(() => refused?.formError ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  // What the visitor typed or chose before the page's scripts started is kept (React would reset the fields to the state).
  useEffect(() => {
    const typed = fieldValues(formRef.current, order);
    setValues((v) => (order.some((k) => typed[k] !== undefined && typed[k] !== v[k]) ? { ...v, ...typed } : v));
  }, [order, setValues]); // a constant and the state's setter: this runs once

  const focusFirstError = (found: FormErrors<T>) => {
    const first = order.find((f) => found[f]);
    const field = first && formRef.current?.elements.namedItem(first);
    const target = field instanceof RadioNodeList ? (field[0] as HTMLInputElement | undefined) : (field as HTMLElement | null | undefined);
    target?.focus();
  };

  /** The form's submit handler: checks the fields, then `send`s their values; a refusal is shown. */
  const submit = (send: (current: T) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const current = { ...values, ...fieldValues(e.currentTarget, order) };
    setValues(current);
    setFormError(null);
    const found = form.validateAll(current);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    try {
      await send(current);
    } catch (err) {
      const shown = refusal<T>(failed, errorCode(err), errorMessage(err), fieldErrors(err));
      setErrors(shown.errors);
      setFormError(shown.formError);
      if (shown.formError) requestAnimationFrame(() => formErrorRef.current?.focus());
      else focusFirstError(shown.errors);
    }
  };

  return { ...form, posted, formError, formRef, formErrorRef, submit };
}
