import { type ReactNode, useState } from 'react';
import { validate } from './validation';

/** One check of a field (shared/validation.ts): its message, or undefined when the value passes. */
export type Rule = (value: string) => string | undefined;
export type FormRules<T> = Partial<Record<TextKeys<T>, Rule[]>>;
/** The errors shown, by field, or by a list entry's path (`faqs.0.question`) where `K` says so. */
export type FormErrors<T, K extends string = keyof T & string> = Partial<Record<K, string>>;
/** A whole-form check, for forms whose rules span fields or lists: its errors, as FormErrors. */
export type FormCheck<T, K extends string> = (values: T) => FormErrors<T, K>;
/** The fields whose value is text (the ones `field` and the rules serve). */
type TextKeys<T> = { [P in keyof T]: T[P] extends string ? P : never }[keyof T] & string;

/**
 * A form checked with the shared rules (or one check of the whole form), as the public forms behave: typing in a
 * field clears its error, leaving a filled-in field checks it, sending checks them all. The server's messages go
 * in with setErrors. Values may hold more than text (lists, files): `set` changes any of them.
 */
export function useForm<T extends object, K extends string = keyof T & string>(
  initial: T | (() => T),
  rules: FormRules<T> | FormCheck<T, K>,
  initialErrors?: () => FormErrors<T, K>,
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T, K>>(initialErrors ?? {});
  const errorsOf = (current: T): FormErrors<T, K> =>
    typeof rules === 'function' ? rules(current) : validate(current as Record<string, string>, rules);
  /** A field's error, by its name (or a list entry's path). */
  const errorOf = (name: string): string | undefined => (errors as Partial<Record<string, string>>)[name];

  const change = (field: TextKeys<T>) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errorOf(field)) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const check = (field: TextKeys<T>) => () => {
    if (!values[field]) return;
    const found = typeof rules === 'function' ? rules(values) : validate(values as Record<string, string>, { [field]: rules[field] });
    setErrors((x) => ({ ...x, [field]: (found as Record<string, string | undefined>)[field] }));
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    /** A text field's change handler: sets its value and clears its error. */
    change,
    /** Sets one value; its errors go (and those of its entries, for a list): they named what was there before. */
    set: <F extends keyof T & string>(field: F, value: T[F]) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`))) as FormErrors<T, K>);
    },
    /** Checks every field (`current`: the values as they are now, if the state may lag) and shows the errors. */
    validateAll: (current: T = values): FormErrors<T, K> => {
      const found = errorsOf(current);
      setErrors(found);
      return found;
    },
    /** A field's wiring: its value, change and check, and its error or else `hint` under it. */
    field: (name: TextKeys<T>, hint?: ReactNode) => ({
      name,
      value: values[name] as string,
      onChange: change(name),
      onBlur: check(name),
      error: Boolean(errorOf(name)),
      helperText: errorOf(name) ?? hint,
    }),
  };
}
