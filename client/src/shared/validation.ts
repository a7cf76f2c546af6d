/** Client-side checks with the same messages as the server, for instant feedback. */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (label: string) => (value: string) => (value.trim() ? undefined : `${label} is required`);

export const validEmail = (value: string) => (emailPattern.test(value.trim()) ? undefined : 'Please enter a valid email address');

export const validPassword = (value: string) =>
  value.length < 6 ? 'Must be at least 6 characters long' : value.length > 128 ? 'Must be at most 128 characters long' : undefined;

/** Runs each field's rules; returns the first message per failing field. */
export function validate<T extends Record<string, string>>(
  values: T,
  rules: Partial<Record<keyof T, ((value: string) => string | undefined)[]>>,
): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(rules) as (keyof T)[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key] ?? '');
      if (message) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}

/** 7 to 15 digits; spaces, dots, dashes, brackets and a leading + allowed. Same rule as the server. */
export const validPhone = (value: string) => {
  const v = value.trim();
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15 && v.length <= 40 ? undefined : 'Please enter a valid phone number';
};

const ukPostCode = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

export const validUkPostCode = (value: string) => (ukPostCode.test(value.trim()) ? undefined : 'Please enter a valid UK post code');

export const maxChars = (label: string, max: number) => (value: string) =>
  value.trim().length > max ? `${label} must be at most ${max} characters` : undefined;

/** A required e-mail address: "{label} is required" when blank, otherwise the usual invalid-address message. */
export const requiredEmail =
  (label = 'Email') =>
  (value: string) =>
    !value.trim() ? `${label} is required` : value.trim().length > 254 ? 'Please enter a valid email address' : validEmail(value);

/** An optional phone number: blank is fine, otherwise as validPhone. */
export const optionalPhone = (value: string) => (value.trim() ? validPhone(value) : undefined);
