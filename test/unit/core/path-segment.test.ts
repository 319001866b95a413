import { resolveUrl } from '../../../src/core/http';
import {
  assertSafeRequestPath,
  isDotSegment,
  isSafePathSegment,
  isYearSegment,
  pathSegment,
  yearSegment,
} from '../../../src/core/path-segment';
import { parseHashRoute } from '../../../src/elements/storefront/vehicle-picker/ymm-hash';

describe('path segments', () => {
  it.each(['.', '..', '%2E', '%2e%2E', '%252E%252E', ' .. ', '.%2E'])('%j is a dot segment', (segment) => {
    expect(isDotSegment(segment)).toBe(true);
    expect(isSafePathSegment(segment)).toBe(false);
  });

  it.each(['Ford', 'Land Rover', 'Mercedes-Benz', '...', 'a.b', 'Citroën'])(
    '%j is a safe segment',
    (segment) => {
      expect(isSafePathSegment(segment)).toBe(true);
    },
  );

  it.each(['', '  ', 'a/b', 'a%2Fb', 'a\\b', 'a\u0000b'])('%j is not a safe segment', (segment) => {
    expect(isSafePathSegment(segment)).toBe(false);
  });

  it('encodes a safe segment and refuses an unsafe one with an invalid ApiError', () => {
    expect(pathSegment('Land Rover')).toBe('Land%20Rover');
    expect(() => pathSegment('%2E%2E')).toThrow(expect.objectContaining({ kind: 'invalid' }));
  });

  it('accepts only four-digit years', () => {
    expect(isYearSegment(2020)).toBe(true);
    expect(yearSegment('1999')).toBe('1999');
    for (const bad of ['20', '20200', '2e3', ' 2020', '２０２０']) {
      expect(isYearSegment(bad)).toBe(false);
      expect(() => yearSegment(bad)).toThrow(expect.objectContaining({ kind: 'invalid' }));
    }
  });

  it('refuses a request path with a dot segment in any encoding, before anything is sent', () => {
    expect(() => assertSafeRequestPath('/api/ymm/models/%2E%2E/2020')).toThrow(/"\.\." segment/);
    expect(() => resolveUrl('/api/ymm/models/../2020')).toThrow(expect.objectContaining({ kind: 'invalid' }));
    expect(() => assertSafeRequestPath('/api/ymm/models/Ford/2020?q=..')).not.toThrow();
  });

  it("keeps %2E%2E out of the vehicle picker's hash routes", () => {
    expect(parseHashRoute('#ymm/a/models/%2E%2E/2020')).toBeNull();
    expect(parseHashRoute('#ymm/a/models/%252e%252e/2020')).toBeNull();
    expect(parseHashRoute('#ymm/a/models/..%2F/2020')).toBeNull();
    expect(parseHashRoute('#ymm/a/makes/20201')).toBeNull();
    expect(parseHashRoute('#ymm/a/models/Land%20Rover/2020')).toEqual({
      name: 'ymm',
      elementId: 'a',
      route: { step: 'models', make: 'Land Rover', year: 2020 },
    });
  });
});
