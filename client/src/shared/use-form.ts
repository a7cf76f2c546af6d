import { type ReactNode, useState } from 'react';
import { validate } from './validation';

/** One check of a field (shared/validation.ts): its message, or undefined when the value passes. */
export type Rule = (value: string) => string | undefined;
export type FormRules<T> = Partial<Record<keyof T, Rule[]>>;
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/**
 * A form of text fields checked with the shared rules, as the public forms behave: typing in a field clears its
 * error, leaving a filled-in field checks it, sending checks them all. The server's messages go in with setErrors.
 */
export function useForm<T extends Record<string, string>>(initial: T | (() => T), rules: FormRules<T>, initialErrors?: () => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>(initialErrors ?? {});

  const change = (field: keyof T) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };
  const check = (field: keyof T) => () => {
    if (!values[field]) return;
    setErrors((x) => ({ ...x, [field]: validate(values, { [field]: rules[field] } as FormRules<T>)[field] }));
  };

  return {
    values,
    setValues,
    errors,
    setErrors,
    /** Checks every field (`current`: the values as they are now, if the state may lag) and shows the errors. */
    validateAll: (current: T = values): FormErrors<T> => {
      const found = validate(current, rules);
      setErrors(found);
      return found;
    },
    /** A field's wiring: its value, change and check, and its error or else `hint` under it. */
    field: (name: keyof T & string, hint?: ReactNode) => ({
      name,
      value: values[name],
      onChange: change(name),
      onBlur: check(name),
      error: Boolean(errors[name]),
      helperText: errors[name] ?? hint,
    }),
  };
}
