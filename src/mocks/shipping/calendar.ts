/**
 * The fake shop's shipping calendar: business days are Monday to Friday, except the carriers'
 * fixed-date holidays. Dates are plain calendar days ('YYYY-MM-DD'), never times, so no time zone
 * can move a delivery to another day.
 */

/** Carrier holidays with a fixed date (month-day): no pickups, no deliveries. */
export const CARRIER_HOLIDAYS = ['01-01', '07-04', '12-25'] as const;

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(value: string): CalendarDay {
  const match = ISO_DATE.exec(value);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): "${value}"`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

export function toIsoDate({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The local calendar day of a moment (the shop and its shoppers share one clock in the demo). */
export function calendarDayOf(moment: Date): string {
  return toIsoDate({ year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() });
}

/** Arithmetic in UTC, where every day has 24 hours. */
function utc(date: string): Date {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(moment: Date): string {
  return toIsoDate({
    year: moment.getUTCFullYear(),
    month: moment.getUTCMonth() + 1,
    day: moment.getUTCDate(),
  });
}

export function addCalendarDays(date: string, days: number): string {
  const moment = utc(date);
  moment.setUTCDate(moment.getUTCDate() + days);
  return fromUtc(moment);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return utc(date).getUTCDay();
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !(CARRIER_HOLIDAYS as readonly string[]).includes(date.slice(5));
}

/** The day itself when it is a business day, otherwise the next one. */
export function nextBusinessDayFrom(date: string): string {
  let current = date;
  while (!isBusinessDay(current)) current = addCalendarDays(current, 1);
  return current;
}

/** `days` business days after `date` (0 gives `date` itself, even on a weekend). */
export function addBusinessDays(date: string, days: number): string {
  let current = date;
  for (let left = days; left > 0; ) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** 'Wednesday, March 5': the server's own wording of a date (estimatedDeliveryDateString). */
export function longDateString(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc(date));
}
