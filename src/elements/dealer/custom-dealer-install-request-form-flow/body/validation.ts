import { JOB_MAX_LENGTH, MESSAGES } from '../texts';

/** What the shopper typed or chose, step by step. */
export interface FlowFields {
  postalCode: string;
  productGroup: string;
  miles: number;
  /** Send to the installers chosen, or to every installer nearby (POST /requests-by-postal-code). */
  mode: 'chosen' | 'all';
  chosen: number[];
  /** Use the page's vehicle (data-vehicle) rather than choosing year, make and model. */
  useGivenVehicle: boolean;
  year: string;
  make: string;
  model: string;
  job: string;
  name: string;
  email: string;
  phone: string;
}

export type FieldName = keyof FlowFields;
export type FieldErrors = Partial<Record<FieldName | 'installers', string>>;

export const POSTAL_CODE_PATTERN = /^\d{5}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function postalCodeError(postalCode: string): string | undefined {
  return POSTAL_CODE_PATTERN.test(postalCode.trim()) ? undefined : MESSAGES.postalCode;
}

/** The phone number's digits (a leading US country code 1 dropped), or '' when none were typed. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Errors of the installer step: where to search and whom to ask. */
export function installerErrors(fields: FlowFields, nearbyCount: number): FieldErrors {
  const errors: FieldErrors = {};
  const postal = postalCodeError(fields.postalCode);
  if (postal) errors.postalCode = postal;
  const nobody = fields.mode === 'all' ? nearbyCount === 0 : fields.chosen.length === 0;
  if (nobody) errors.installers = MESSAGES.installers;
  return errors;
}

/** Errors of the vehicle and job step. */
export function vehicleErrors(fields: FlowFields, givenVehicle: string): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.productGroup.trim() === '') errors.productGroup = MESSAGES.productGroup;
  if (!(fields.useGivenVehicle && givenVehicle !== '')) {
    if (fields.year === '') errors.year = MESSAGES.year;
    else if (fields.make === '') errors.make = MESSAGES.make;
    else if (fields.model === '') errors.model = MESSAGES.model;
  }
  if (fields.job.length > JOB_MAX_LENGTH) errors.job = MESSAGES.jobTooLong(JOB_MAX_LENGTH);
  return errors;
}

/** Errors of the contact step. */
export function contactErrors(fields: FlowFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.name.trim() === '') errors.name = MESSAGES.name;
  const email = fields.email.trim();
  if (email === '') errors.email = MESSAGES.email;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.emailInvalid;
  if (fields.phone.trim() !== '' && phoneDigits(fields.phone).length !== 10) errors.phone = MESSAGES.phone;
  const postal = postalCodeError(fields.postalCode);
  if (postal) errors.postalCode = postal;
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
