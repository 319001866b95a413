import {
  badgeVehicle,
  entryFits,
  fitmentSchema,
  fitOf,
  fitText,
} from '../../../../src/elements/storefront/vehicle-fit-badge/fit-rule';

const F150 = { year: 2020, make: 'Ford', model: 'F-150' };

describe('the vehicle-fit rule', () => {
  it('fits when make, model and year range match, ignoring case and spaces', () => {
    expect(entryFits({ make: 'ford', model: ' f-150 ', yearFrom: 2015, yearTo: 2020 }, F150)).toBe(true);
    expect(entryFits({ make: 'Ford', model: 'F-150', yearFrom: 2020, yearTo: 2020 }, F150)).toBe(true);
  });

  it('does not fit outside the years, or for another make or model', () => {
    expect(entryFits({ make: 'Ford', model: 'F-150', yearFrom: 2021 }, F150)).toBe(false);
    expect(entryFits({ make: 'Ford', model: 'F-150', yearTo: 2019 }, F150)).toBe(false);
    expect(entryFits({ make: 'Ram', model: 'F-150' }, F150)).toBe(false);
    expect(entryFits({ make: 'Ford', model: 'F-150 Lightning' }, F150)).toBe(false);
  });

  it('covers every model of the make without a model, and every year without bounds', () => {
    expect(entryFits({ make: 'Ford' }, F150)).toBe(true);
    expect(entryFits({ make: 'Ford', yearFrom: 2015 }, F150)).toBe(true);
    expect(entryFits({ make: 'Ford', yearTo: 2025 }, F150)).toBe(true);
  });

  it('fits when any entry fits; unknown without entries', () => {
    expect(fitOf([{ make: 'Ram' }, { make: 'Ford', model: 'F-150' }], F150)).toBe('fits');
    expect(fitOf([{ make: 'Ram' }], F150)).toBe('does-not-fit');
    expect(fitOf([], F150)).toBe('unknown');
  });

  it('has a vehicle only with year, make and model', () => {
    expect(badgeVehicle(2020, ' Ford ', 'F-150')).toEqual(F150);
    expect(badgeVehicle(0, 'Ford', 'F-150')).toBeNull();
    expect(badgeVehicle(2020, '', 'F-150')).toBeNull();
    expect(badgeVehicle(2020, 'Ford', '  ')).toBeNull();
  });

  it('says so in words', () => {
    expect(fitText('fits', F150)).toBe('Fits your 2020 Ford F-150');
    expect(fitText('does-not-fit', F150)).toBe('Does not fit your 2020 Ford F-150');
  });

  it('checks the fitment list the page writes', () => {
    expect(fitmentSchema.safeParse([{ make: 'Ford', yearFrom: 2021, yearTo: 2019 }]).success).toBe(false);
    expect(fitmentSchema.safeParse([{ model: 'F-150' }]).success).toBe(false);
    expect(fitmentSchema.safeParse([{ make: 'Ford', yearFrom: 'soon' }]).success).toBe(false);
    expect(fitmentSchema.parse([{ make: ' Ford ', model: 'F-150' }])).toEqual([
      { make: 'Ford', model: 'F-150' },
    ]);
  });
});
