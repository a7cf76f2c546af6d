/**
 * A UK company registration number, as the server checks it (server/src/modules/auth/company-number.ts): 8 digits
 * ('08123456') or two characters and 6 digits ('SC123456', 'NI123456', 'OC123456', 'R0123456'), spaces dropped and
 * letters upper-cased first.
 */
export const COMPANY_NUMBER_MESSAGE = 'Please enter a valid company number';

export const normaliseCompanyNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

const pattern = /^(?:\d{8}|[A-Z]{2}\d{6}|R0\d{6})$/;

/** An optional company number: blank passes. */
export const validCompanyNumber = (value: string): string | undefined =>
  !value.trim() || pattern.test(normaliseCompanyNumber(value)) ? undefined : COMPANY_NUMBER_MESSAGE;
