import { indexForKey, typeaheadIndex } from '../../../../src/elements/storefront/vehicle-picker/listbox-keys';
import { groupYearsByDecade } from '../../../../src/elements/storefront/vehicle-picker/year-groups';
import {
  isHashRoute,
  parentRoute,
  parseHashRoute,
  ymmHash,
} from '../../../../src/elements/storefront/vehicle-picker/ymm-hash';

describe('hash routes', () => {
  it('writes the four picker routes with the element name ymm', () => {
    expect(ymmHash('p1', { step: 'years' })).toBe('#ymm/p1/years');
    expect(ymmHash('p1', { step: 'makes', year: 2020 })).toBe('#ymm/p1/makes/2020');
    expect(ymmHash('p1', { step: 'models', make: 'Land Rover', year: 2020 })).toBe(
      '#ymm/p1/models/Land%20Rover/2020',
    );
    expect(ymmHash('p1', { step: 'vehicles' })).toBe('#ymm/p1/vehicles');
  });

  it('reads them back, with or without #', () => {
    expect(parseHashRoute('#ymm/p1/years')).toEqual({
      name: 'ymm',
      elementId: 'p1',
      route: { step: 'years' },
    });
    expect(parseHashRoute('ymm/p1/makes/2020')).toEqual({
      name: 'ymm',
      elementId: 'p1',
      route: { step: 'makes', year: 2020 },
    });
    expect(parseHashRoute('#ymm/p1/models/Land%20Rover/2020')).toEqual({
      name: 'ymm',
      elementId: 'p1',
      route: { step: 'models', make: 'Land Rover', year: 2020 },
    });
    expect(parseHashRoute('#ymm/p1/vehicles')).toEqual({
      name: 'ymm',
      elementId: 'p1',
      route: { step: 'vehicles' },
    });
    expect(parseHashRoute(ymmHash('a/b c', { step: 'years' }))).toMatchObject({ elementId: 'a/b c' });
  });

  it('knows the enabled routes hamburger and close', () => {
    expect(parseHashRoute('#hamburger')).toEqual({ name: 'hamburger' });
    expect(parseHashRoute('#close')).toEqual({ name: 'close' });
    expect(isHashRoute('#ymm/p1/years')).toBe(true);
    expect(isHashRoute('#close')).toBe(true);
    expect(isHashRoute('#hamburger')).toBe(true);
    expect(isHashRoute('#reviews')).toBe(false);
    expect(isHashRoute('')).toBe(false);
  });

  it('ignores anything else', () => {
    for (const hash of [
      '',
      '#',
      '#reviews',
      '#ymm',
      '#ymm/p1',
      '#ymm/p1/makes',
      '#ymm/p1/makes/twenty',
      '#ymm/p1/makes/2020/x',
      '#ymm/p1/models/Ford',
      '#ymm/p1/models//2020',
      '#ymm/p1/trims/2020',
      '#ymm/p1/years/extra',
      '#ymm/%E0%A4%A/years',
    ]) {
      expect(parseHashRoute(hash), hash).toBeNull();
    }
  });

  it('knows the step before each step', () => {
    expect(parentRoute({ step: 'models', make: 'Ford', year: 2020 })).toEqual({ step: 'makes', year: 2020 });
    expect(parentRoute({ step: 'makes', year: 2020 })).toEqual({ step: 'years' });
    expect(parentRoute({ step: 'years' })).toBeNull();
    expect(parentRoute({ step: 'vehicles' })).toBeNull();
  });
});

describe('year groups', () => {
  it('groups years by decade under headings, newest first', () => {
    expect(groupYearsByDecade([2021, 2020, 2019, 2010, 2009, 1990])).toEqual([
      { name: '2020s', years: [2021, 2020] },
      { name: '2010s', years: [2019, 2010] },
      { name: '2000s', years: [2009] },
      { name: '1990s', years: [1990] },
    ]);
  });

  it('sorts and keeps each year once', () => {
    expect(groupYearsByDecade([1990, 2027, 1990, 2020])).toEqual([
      { name: '2020s', years: [2027, 2020] },
      { name: '1990s', years: [1990] },
    ]);
    expect(groupYearsByDecade([])).toEqual([]);
  });
});

describe('listbox keys', () => {
  it('moves by one with the arrows and stops at the ends', () => {
    expect(indexForKey('ArrowDown', 0, 5)).toBe(1);
    expect(indexForKey('ArrowRight', 4, 5)).toBe(4);
    expect(indexForKey('ArrowUp', 3, 5)).toBe(2);
    expect(indexForKey('ArrowLeft', 0, 5)).toBe(0);
  });

  it('jumps with Home, End, Page Up and Page Down', () => {
    expect(indexForKey('Home', 3, 5)).toBe(0);
    expect(indexForKey('End', 0, 5)).toBe(4);
    expect(indexForKey('PageDown', 2, 38)).toBe(12);
    expect(indexForKey('PageDown', 30, 38)).toBe(37);
    expect(indexForKey('PageUp', 12, 38)).toBe(2);
    expect(indexForKey('PageUp', 5, 38)).toBe(0);
  });

  it('ignores other keys and empty lists', () => {
    expect(indexForKey('a', 0, 5)).toBeNull();
    expect(indexForKey('ArrowDown', 0, 0)).toBeNull();
  });

  it('finds options by their start, ignoring case', () => {
    const makes = ['Acura', 'Audi', 'BMW', 'Buick', 'Ford', 'Freightliner'];
    expect(typeaheadIndex(makes, 'f', 0)).toBe(4);
    expect(typeaheadIndex(makes, 'fr', 0)).toBe(5);
    expect(typeaheadIndex(makes, 'bu', 0)).toBe(3);
    expect(typeaheadIndex(makes, 'z', 0)).toBeNull();
    expect(typeaheadIndex(makes, '', 0)).toBeNull();
  });

  it('cycles through options with one letter typed again', () => {
    const makes = ['Acura', 'Audi', 'BMW'];
    expect(typeaheadIndex(makes, 'a', 0)).toBe(1);
    expect(typeaheadIndex(makes, 'aa', 1)).toBe(0);
  });

  it('finds the exact name typed from where the typing began', () => {
    const models = ['1500', '1500 Classic', '2500'];
    expect(typeaheadIndex(models, '1', 0)).toBe(1);
    expect(typeaheadIndex(models, '1500', 0)).toBe(0);
    expect(typeaheadIndex(models, '1500 c', 0)).toBe(1);
  });

  it('finds a year from its digits', () => {
    const years = ['2027', '2026', '2025', '2020', '2019'];
    expect(typeaheadIndex(years, '2', 0)).toBe(1);
    expect(typeaheadIndex(years, '2020', 1)).toBe(3);
    expect(typeaheadIndex(years, '2019', 3)).toBe(4);
  });
});
