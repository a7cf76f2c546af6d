import { ValidateBy } from 'class-validator';
import type { EntityManager } from 'typeorm';

/**
 * A UK company registration number, as Companies House writes it: 8 characters, either 8 digits (England and
 * Wales, `08123456`) or a two-character prefix and 6 digits (`SC123456` Scotland, `NI123456` Northern Ireland,
 * `OC123456` an LLP, `SO`, `NC`, `R0`, ...). Spaces are dropped and letters upper-cased before the check, so
 * 'sc 123 456' is `SC123456`. The client checks the same rule (client/src/shared/company-number.ts).
 */
export const COMPANY_NUMBER_MESSAGE = 'Please enter a valid company number';

const companyNumberPattern = /^(?:\d{8}|[A-Z]{2}\d{6}|R0\d{6})$/;

export const normaliseCompanyNumber = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isCompanyNumber = (value: string): boolean => companyNumberPattern.test(normaliseCompanyNumber(value));

/** An optional company number: blank (or absent) passes, anything else must be one once normalised. */
export const CompanyNumber = () =>
  ValidateBy(
    {
      name: 'companyNumber',
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && (value.trim() === '' || isCompanyNumber(value))),
      },
    },
    { message: COMPANY_NUMBER_MESSAGE },
  );

/** What a franchisor said about its company at sign-up: a number, or that it is not a registered company. */
export interface CompanyStatement {
  companyNumber?: string | null;
  notRegistered?: boolean | null;
}

/**
 * Records what a new franchisor said about its company, in the sign-up's transaction (the company-checks module
 * implements it and queues the register check with it); the auth module names only this.
 */
export interface CompanyNumbers {
  recordAtSignUp(em: EntityManager, franchisorId: string, statement: CompanyStatement): Promise<void>;
}
