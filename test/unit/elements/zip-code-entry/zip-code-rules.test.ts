import {
  isAllowedZipText,
  sanitizeZipInput,
  ZIP_CODE_MESSAGES,
  zipCodeError,
} from '../../../../src/elements/storefront/zip-code-entry/zip-code-rules';

describe('zip-code entry rules (spec §5)', () => {
  it("requires a code: 'Zip code is required'", () => {
    expect(zipCodeError('')).toBe('Zip code is required');
    expect(zipCodeError('   ')).toBe(ZIP_CODE_MESSAGES.required);
  });

  it("allows at most 10 characters: 'Max length of 10 characters'", () => {
    expect(zipCodeError('12345-67890')).toBe('Max length of 10 characters');
    expect(zipCodeError('12345-6789')).toBeNull();
  });

  it("takes 5 digits with an optional -4, or a Canadian postal code; else 'Invalid zip'", () => {
    for (const valid of ['78701', '78701-1234', 'K1A 0B1', 'K1A0B1', 'm5v 2t6'])
      expect(zipCodeError(valid)).toBeNull();
    for (const invalid of ['7870', '787011', '78701-12', '78701 1234', 'K1A-0B1', '1A1 A1A', 'ABCDE']) {
      expect(zipCodeError(invalid), invalid).toBe('Invalid zip');
    }
  });

  it('lets only letters, digits, space and hyphen be typed, upper-cased', () => {
    expect(isAllowedZipText('k1a 0-b')).toBe(true);
    expect(isAllowedZipText('7870!')).toBe(false);
    expect(isAllowedZipText('é')).toBe(false);
    expect(sanitizeZipInput('k1a_0b1!')).toBe('K1A0B1');
    expect(sanitizeZipInput('787 01-')).toBe('787 01-');
  });
});
