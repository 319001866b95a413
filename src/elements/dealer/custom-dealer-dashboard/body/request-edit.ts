import {
  type DealerInstallRequest,
  INSTALL_REQUEST_NAME_MAX_LENGTH,
  type InstallRequestEditBody,
} from '../../../../api/dealer-install-requests';
import { phoneDigits } from '../../custom-dealer-install-request-form-flow/body/validation';

/** What the dealer types in a request's edit form (PUT /api/dealer-install-request/request). */
export interface RequestEditFields {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** 'YYYY-MM-DD' or ''. */
  appointmentDate: string;
  /** 'HH:MM' or ''. */
  appointmentTime: string;
}

export type RequestEditErrors = Partial<Record<keyof RequestEditFields | 'contact', string>>;

export const REQUEST_EDIT_MESSAGES = {
  name: "Enter the customer's name.",
  nameTooLong: `The name can have at most ${INSTALL_REQUEST_NAME_MAX_LENGTH} characters.`,
  email: 'Enter an email address like name@example.com, or leave it empty.',
  phone: 'Enter a 10-digit phone number, or leave it empty.',
  contact: 'Keep a phone number or an email address, so you can reach the customer.',
  date: 'Enter the appointment date.',
  time: 'Enter the appointment time, or clear the date.',
  badDate: 'Enter a real date, like 2026-12-01.',
  badTime: 'Enter a time like 09:30.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function isRealDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The form's fields as the request has them now. */
export function editFieldsOf(request: DealerInstallRequest): RequestEditFields {
  const [date = '', time = ''] = (request.appointmentOn ?? '').split('T');
  return {
    customerName: request.customerName,
    customerEmail: request.customerEmail ?? '',
    customerPhone: request.customerPhone ?? '',
    appointmentDate: isRealDate(date) ? date : '',
    appointmentTime: TIME_PATTERN.test(time.slice(0, 5)) ? time.slice(0, 5) : '',
  };
}

/** What is wrong with the fields, field by field (empty when they can be sent). */
export function requestEditErrors(fields: RequestEditFields): RequestEditErrors {
  const errors: RequestEditErrors = {};
  const name = fields.customerName.trim();
  if (name === '') errors.customerName = REQUEST_EDIT_MESSAGES.name;
  else if (name.length > INSTALL_REQUEST_NAME_MAX_LENGTH)
    errors.customerName = REQUEST_EDIT_MESSAGES.nameTooLong;
  const email = fields.customerEmail.trim();
  if (email !== '' && !EMAIL_PATTERN.test(email)) errors.customerEmail = REQUEST_EDIT_MESSAGES.email;
  const phone = fields.customerPhone.trim();
  if (phone !== '' && phoneDigits(phone).length !== 10) errors.customerPhone = REQUEST_EDIT_MESSAGES.phone;
  if (email === '' && phone === '') errors.contact = REQUEST_EDIT_MESSAGES.contact;
  const date = fields.appointmentDate.trim();
  const time = fields.appointmentTime.trim();
  if (date !== '' && !isRealDate(date)) errors.appointmentDate = REQUEST_EDIT_MESSAGES.badDate;
  if (time !== '' && !TIME_PATTERN.test(time)) errors.appointmentTime = REQUEST_EDIT_MESSAGES.badTime;
  if (date === '' && time !== '') errors.appointmentDate = REQUEST_EDIT_MESSAGES.date;
  if (date !== '' && time === '') errors.appointmentTime = REQUEST_EDIT_MESSAGES.time;
  return errors;
}

/** The PUT /request body of valid fields: blank texts as null, the phone as its 10 digits. */
export function requestEditBody(requestId: number, fields: RequestEditFields): InstallRequestEditBody {
  const email = fields.customerEmail.trim();
  const phone = phoneDigits(fields.customerPhone.trim());
  const date = fields.appointmentDate.trim();
  return {
    dealerInstallRequestId: requestId,
    customerName: fields.customerName.trim(),
    customerEmail: email === '' ? null : email,
    customerPhone: phone === '' ? null : phone,
    appointmentOn: date === '' ? null : `${date}T${fields.appointmentTime.trim()}`,
  };
}

/** 'Tue, Dec 1, 2026, 9:30 AM' from the shop's wall time 'YYYY-MM-DDTHH:MM' (shown as sent when unreadable). */
export function formatAppointment(appointmentOn: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(appointmentOn);
  if (!match) return appointmentOn;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // A UTC date formatted in UTC: the wall time is shown as written, whatever the browser's zone.
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}
