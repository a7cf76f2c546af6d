import { MaxLength, MinLength, ValidateBy, isEmail, type ValidationOptions } from 'class-validator';
import { Messages } from './errors';

/**
 * Shared class-validator rules carrying the spec's messages. Values are checked as the service will
 * store them (trimmed), so '  ' is as empty as ''.
 */

export const NotBlank = (label: string, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'notBlank',
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 },
    },
    { message: Messages.required(label), ...options },
  );

export const MaxChars = (label: string, max: number) =>
  ValidateBy(
    {
      name: 'maxChars',
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.trim().length <= max },
    },
    { message: Messages.tooLong(label, max) },
  );

export const EmailAddress = () =>
  ValidateBy(
    {
      name: 'emailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length <= 254 && isEmail(value.trim()),
      },
    },
    { message: Messages.invalidEmail },
  );

/** Minimum 6 (the spec's rule); maximum 128 so hashing cannot be used to tie up the server. */
export const Password = (): PropertyDecorator => (target, key) => {
  MinLength(6, { message: Messages.passwordTooShort })(target, key);
  MaxLength(128, { message: Messages.passwordTooLong })(target, key);
};

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A required e-mail address: "{label} is required" when blank, otherwise the usual invalid-address message. */
export const RequiredEmailAddress = (label = 'Email') =>
  ValidateBy(
    {
      name: 'requiredEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length <= 254 && isEmail(value.trim()),
      },
    },
    {
      message: ({ value }) => (typeof value !== 'string' || value.trim() === '' ? Messages.required(label) : Messages.invalidEmail),
    },
  );

const blank = (value: unknown) => typeof value !== 'string' || value.trim().length === 0;

/** One of a fixed list (selects). Blank passes: pair with NotBlank when required. */
export const OneOf = (label: string, options: readonly string[], message: string = Messages.chooseOption(label)) =>
  ValidateBy({ name: 'oneOf', validator: { validate: (value: unknown) => blank(value) || options.includes(String(value).trim()) } }, { message });

/** 7 to 15 digits, with spaces, dots, dashes, brackets and a leading + allowed. Blank passes. */
export const PhoneNumber = () =>
  ValidateBy(
    {
      name: 'phoneNumber',
      validator: {
        validate: (value: unknown) => {
          if (blank(value)) return true;
          const v = String(value).trim();
          const digits = v.replace(/\D/g, '').length;
          return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15 && v.length <= 40;
        },
      },
    },
    { message: Messages.invalidPhone },
  );

const ukPostCode = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

/** A UK post code such as 'SW1A 1AA' (spacing and case are normalised by normalisePostCode). Blank passes. */
export const UkPostCode = () =>
  ValidateBy(
    { name: 'ukPostCode', validator: { validate: (value: unknown) => blank(value) || ukPostCode.test(String(value).trim()) } },
    { message: Messages.invalidPostCode },
  );

/** 'sw1a1aa' → 'SW1A 1AA'. */
export const normalisePostCode = (postCode: string): string => {
  const compact = postCode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
};
