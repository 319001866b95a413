import {
  addBusinessDays,
  isBusinessDay,
  longDateString,
  nextBusinessDayFrom,
} from '../../../src/mocks/shipping/calendar';
import { closestPostalCode } from '../../../src/mocks/shipping/geography';
import { milesBetween, postalArea } from '../../../src/mocks/shipping/postal-codes';

describe('the fake shop shipping calendar', () => {
  it('counts Monday to Friday as business days, without fixed-date carrier holidays', () => {
    expect(isBusinessDay('2025-03-07')).toBe(true); // Friday
    expect(isBusinessDay('2025-03-08')).toBe(false); // Saturday
    expect(isBusinessDay('2025-03-09')).toBe(false); // Sunday
    expect(isBusinessDay('2025-12-25')).toBe(false); // Thursday, Christmas
    expect(isBusinessDay('2026-07-03')).toBe(true);
  });

  it('adds business days over weekends and holidays', () => {
    expect(addBusinessDays('2025-03-06', 1)).toBe('2025-03-07');
    expect(addBusinessDays('2025-03-07', 1)).toBe('2025-03-10');
    expect(addBusinessDays('2025-03-07', 3)).toBe('2025-03-12');
    expect(addBusinessDays('2025-12-24', 1)).toBe('2025-12-26');
    expect(addBusinessDays('2025-03-08', 0)).toBe('2025-03-08');
    expect(nextBusinessDayFrom('2025-03-08')).toBe('2025-03-10');
    expect(nextBusinessDayFrom('2025-03-10')).toBe('2025-03-10');
  });

  it('writes dates the way the server does', () => {
    expect(longDateString('2025-03-05')).toBe('Wednesday, March 5');
  });
});

describe('the fake shop postal areas', () => {
  it('knows US ZIP codes by region, with the warehouse region fastest', () => {
    expect(postalArea('65201')).toMatchObject({ country: 'US', groundDays: 1, remote: false });
    expect(postalArea('78701-1234')).toMatchObject({
      country: 'US',
      postalCode: '78701-1234',
      groundDays: 2,
    });
    expect(postalArea('98101')).toMatchObject({ groundDays: 5 });
    expect(postalArea('99501')).toMatchObject({ groundDays: 7, remote: true });
  });

  it('knows Canadian postal codes, slower by customs, written with a space', () => {
    expect(postalArea('m5v2t6')).toMatchObject({ country: 'CA', postalCode: 'M5V 2T6', groundDays: 5 });
    expect(postalArea('X0A 0H0')).toMatchObject({ remote: true, groundDays: 10 });
  });

  it('knows no unassigned or foreign codes', () => {
    expect(postalArea('00012')).toBeUndefined();
    expect(postalArea('W1A 1AA')).toBeUndefined();
    expect(postalArea('D1A 1A1')).toBeUndefined();
    expect(postalArea('1234')).toBeUndefined();
  });

  it('puts nearby ZIP codes nearer than distant ones', () => {
    expect(milesBetween('78701', '78704')).toBeLessThan(milesBetween('78701', '78664'));
    expect(milesBetween('78701', '78664')).toBeLessThan(milesBetween('78701', '78217'));
    expect(milesBetween('78701', '65202')).toBeGreaterThan(100);
  });

  it('finds the postal code closest to a position, none far from every place', () => {
    expect(closestPostalCode(30.27, -97.74)).toBe('78701');
    expect(closestPostalCode(43.65, -79.38)).toBe('M5V 2T6');
    expect(closestPostalCode(0, 0)).toBe('');
  });
});
