import {
  type ChosenVehicle,
  type DestinationInput,
  resolvePageKind,
  stripDefaultFurl,
  type VehiclePageKind,
  vehicleDestination,
  vehicleRoute,
} from '../../../../src/elements/storefront/vehicle-picker/vehicle-navigation';

const ORIGIN = 'https://shop.example';
const F150: ChosenVehicle = { year: 2020, make: 'Ford', model: 'F-150' };
const YEAR_MAKE: ChosenVehicle = { year: 2020, make: 'Ford', model: null };
const YEAR_ONLY: ChosenVehicle = { year: 2020, make: null, model: null };
const NOTHING: ChosenVehicle = { year: null, make: null, model: null };
const SPACES: ChosenVehicle = { year: 2019, make: 'Land Rover', model: 'Range Rover Sport' };

function go(overrides: Partial<DestinationInput> & { pageKind: VehiclePageKind }): string {
  return vehicleDestination({
    vehicle: F150,
    currentUrl: `${ORIGIN}/somewhere.aspx`,
    siteRoot: '/',
    searchFilterOn: false,
    departmentQueryOn: false,
    ...overrides,
  });
}

describe('any other page: the vehicle routes', () => {
  it.each([
    [F150, `${ORIGIN}/vehicle/2020/Ford/F-150`],
    [YEAR_MAKE, `${ORIGIN}/vehicle/2020/Ford`],
    [YEAR_ONLY, `${ORIGIN}/vehicle/2020`],
    [NOTHING, `${ORIGIN}/vehicle-finder.aspx?noymm=true`],
  ])('%o goes to %s', (vehicle, expected) => {
    expect(go({ pageKind: 'other', vehicle })).toBe(expected);
  });

  it('reads the vehicle in order: a make without a year, or a model without a make, does not count', () => {
    expect(go({ pageKind: 'other', vehicle: { year: null, make: 'Ford', model: 'F-150' } })).toBe(
      `${ORIGIN}/vehicle-finder.aspx?noymm=true`,
    );
    expect(go({ pageKind: 'other', vehicle: { year: 2020, make: null, model: 'F-150' } })).toBe(
      `${ORIGIN}/vehicle/2020`,
    );
    expect(go({ pageKind: 'other', vehicle: { year: 2020, make: '  ', model: 'F-150' } })).toBe(
      `${ORIGIN}/vehicle/2020`,
    );
    expect(go({ pageKind: 'other', vehicle: { year: 0, make: 'Ford', model: 'F-150' } })).toBe(
      `${ORIGIN}/vehicle-finder.aspx?noymm=true`,
    );
  });

  it('encodes names as path segments', () => {
    expect(go({ pageKind: 'other', vehicle: SPACES })).toBe(
      `${ORIGIN}/vehicle/2019/Land%20Rover/Range%20Rover%20Sport`,
    );
    expect(
      go({ pageKind: 'other', vehicle: { year: 1995, make: 'Chrysler', model: 'Town & Country' } }),
    ).toBe(`${ORIGIN}/vehicle/1995/Chrysler/Town%20%26%20Country`);
  });

  it('builds on the site root', () => {
    expect(go({ pageKind: 'other', siteRoot: 'https://www.shop.example/store/' })).toBe(
      'https://www.shop.example/store/vehicle/2020/Ford/F-150',
    );
    expect(go({ pageKind: 'other', siteRoot: '/store/', vehicle: NOTHING })).toBe(
      `${ORIGIN}/store/vehicle-finder.aspx?noymm=true`,
    );
  });

  it('exports the route on its own for the My Vehicle link', () => {
    expect(vehicleRoute(F150, '/', `${ORIGIN}/x`)).toBe(`${ORIGIN}/vehicle/2020/Ford/F-150`);
    expect(vehicleRoute(NOTHING, '/', `${ORIGIN}/x`)).toBe(`${ORIGIN}/vehicle-finder.aspx?noymm=true`);
  });
});

describe('product page', () => {
  it('adds hhyear, hhmake and hhmodel to the product base url', () => {
    expect(go({ pageKind: 'product', productBaseUrl: '/p-C13130.html' })).toBe(
      `${ORIGIN}/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
    expect(go({ pageKind: 'product', productBaseUrl: 'https://cdn.shop.example/p-C13130.html' })).toBe(
      'https://cdn.shop.example/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150',
    );
  });

  it('uses p-{category code}.html without a base url', () => {
    expect(go({ pageKind: 'product', categoryCode: 'C13130' })).toBe(
      `${ORIGIN}/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
    expect(go({ pageKind: 'product', categoryCode: 'C13130', siteRoot: '/store/' })).toBe(
      `${ORIGIN}/store/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
  });

  it('prefers the base url to the category code, and falls back to the current page', () => {
    expect(go({ pageKind: 'product', productBaseUrl: '/p-A.html', categoryCode: 'B' })).toBe(
      `${ORIGIN}/p-A.html?hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
    expect(go({ pageKind: 'product', currentUrl: `${ORIGIN}/p-Z.html?color=black` })).toBe(
      `${ORIGIN}/p-Z.html?color=black&hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
  });

  it('replaces older vehicle values (any spelling) and keeps other parameters', () => {
    expect(
      go({
        pageKind: 'product',
        productBaseUrl: '/p-C13130.html?hhyear=1999&HHMake=Jeep&hhmodel=Cherokee&qty=2',
        vehicle: YEAR_MAKE,
      }),
    ).toBe(`${ORIGIN}/p-C13130.html?qty=2&hhyear=2020&hhmake=Ford`);
    expect(go({ pageKind: 'product', productBaseUrl: '/p-C13130.html?hhyear=1999', vehicle: NOTHING })).toBe(
      `${ORIGIN}/p-C13130.html`,
    );
  });

  it('writes spaces in the query as +', () => {
    expect(go({ pageKind: 'product', productBaseUrl: '/p-1.html', vehicle: SPACES })).toBe(
      `${ORIGIN}/p-1.html?hhyear=2019&hhmake=Land+Rover&hhmodel=Range+Rover+Sport`,
    );
  });

  it('strips a trailing ?furl=-c1- first', () => {
    expect(go({ pageKind: 'product', productBaseUrl: '/p-C13130.html?furl=-c1-' })).toBe(
      `${ORIGIN}/p-C13130.html?hhyear=2020&hhmake=Ford&hhmodel=F-150`,
    );
  });
});

describe('fit-guide results page', () => {
  const hitch = { pageKind: 'fit-guide' as const, hitchCategory: 'Trailer-Hitch' };

  it('goes to {hitch category}-{year}_{make}_{model}.htm', () => {
    expect(go(hitch)).toBe(`${ORIGIN}/Trailer-Hitch-2020_Ford_F-150.htm`);
  });

  it('writes spaces as +', () => {
    expect(go({ ...hitch, vehicle: SPACES })).toBe(
      `${ORIGIN}/Trailer-Hitch-2019_Land+Rover_Range+Rover+Sport.htm`,
    );
    expect(go({ pageKind: 'fit-guide', hitchCategory: 'Brake Controller' })).toBe(
      `${ORIGIN}/Brake+Controller-2020_Ford_F-150.htm`,
    );
    expect(go({ ...hitch, vehicle: { year: 1995, make: 'Chrysler', model: 'Town & Country' } })).toBe(
      `${ORIGIN}/Trailer-Hitch-1995_Chrysler_Town+%26+Country.htm`,
    );
  });

  it('keeps the furl query value as fUrl', () => {
    expect(go({ ...hitch, currentUrl: `${ORIGIN}/Trailer-Hitch-2019_Ram_1500.htm?furl=towing-c2` })).toBe(
      `${ORIGIN}/Trailer-Hitch-2020_Ford_F-150.htm?fUrl=towing-c2`,
    );
    expect(
      go({ ...hitch, currentUrl: `${ORIGIN}/Trailer-Hitch-2019_Ram_1500.htm?page=2&fUrl=towing-c2` }),
    ).toBe(`${ORIGIN}/Trailer-Hitch-2020_Ford_F-150.htm?fUrl=towing-c2`);
  });

  it('strips a trailing ?furl=-c1- before keeping furl', () => {
    expect(go({ ...hitch, currentUrl: `${ORIGIN}/Trailer-Hitch-2019_Ram_1500.htm?furl=-c1-` })).toBe(
      `${ORIGIN}/Trailer-Hitch-2020_Ford_F-150.htm`,
    );
  });

  it('goes to the vehicle route without a whole vehicle or a hitch category', () => {
    expect(go({ ...hitch, vehicle: YEAR_MAKE })).toBe(`${ORIGIN}/vehicle/2020/Ford`);
    expect(go({ ...hitch, vehicle: NOTHING })).toBe(`${ORIGIN}/vehicle-finder.aspx?noymm=true`);
    expect(go({ pageKind: 'fit-guide', hitchCategory: ' ' })).toBe(`${ORIGIN}/vehicle/2020/Ford/F-150`);
  });
});

describe('search page', () => {
  const search = { pageKind: 'search' as const, currentUrl: `${ORIGIN}/search?q=hitch&page=2` };

  it('with the filter toggle: the current url with hhyear, hhmake, hhmodel and ymm=1', () => {
    expect(go({ ...search, searchFilterOn: true })).toBe(
      `${ORIGIN}/search?q=hitch&page=2&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`,
    );
  });

  it('replaces older values', () => {
    expect(
      go({
        ...search,
        searchFilterOn: true,
        currentUrl: `${ORIGIN}/search?hhyear=2010&hhmake=Jeep&hhmodel=Liberty&ymm=1&q=hitch`,
        vehicle: YEAR_MAKE,
      }),
    ).toBe(`${ORIGIN}/search?q=hitch&hhyear=2020&hhmake=Ford&ymm=1`);
  });

  it('with nothing chosen drops the vehicle filter', () => {
    expect(
      go({
        ...search,
        searchFilterOn: true,
        currentUrl: `${ORIGIN}/search?q=hitch&hhyear=2010&ymm=1`,
        vehicle: NOTHING,
      }),
    ).toBe(`${ORIGIN}/search?q=hitch`);
  });

  it('without the toggle: the vehicle route', () => {
    expect(go(search)).toBe(`${ORIGIN}/vehicle/2020/Ford/F-150`);
    expect(go({ ...search, vehicle: NOTHING })).toBe(`${ORIGIN}/vehicle-finder.aspx?noymm=true`);
  });

  it("drops the picker's own hash route but keeps another fragment", () => {
    expect(
      go({ ...search, searchFilterOn: true, currentUrl: `${ORIGIN}/search?q=a#ymm/p1/models/Ford/2020` }),
    ).toBe(`${ORIGIN}/search?q=a&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`);
    expect(go({ ...search, searchFilterOn: true, currentUrl: `${ORIGIN}/search?q=a#close` })).toBe(
      `${ORIGIN}/search?q=a&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`,
    );
    expect(go({ ...search, searchFilterOn: true, currentUrl: `${ORIGIN}/search?q=a#results` })).toBe(
      `${ORIGIN}/search?q=a&hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1#results`,
    );
  });

  it('strips a trailing ?furl=-c1- first', () => {
    expect(go({ ...search, searchFilterOn: true, currentUrl: `${ORIGIN}/search?furl=-c1-` })).toBe(
      `${ORIGIN}/search?hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`,
    );
  });
});

describe('department page', () => {
  const department = { pageKind: 'department' as const, currentUrl: `${ORIGIN}/maindept-Towing.aspx` };

  it('with the department experiment on: the search form on the current url', () => {
    expect(go({ ...department, departmentQueryOn: true })).toBe(
      `${ORIGIN}/maindept-Towing.aspx?hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`,
    );
    expect(go({ ...department, departmentQueryOn: true, vehicle: YEAR_ONLY })).toBe(
      `${ORIGIN}/maindept-Towing.aspx?hhyear=2020&ymm=1`,
    );
  });

  it('otherwise the vehicle route (the search toggle does not apply)', () => {
    expect(go({ ...department, searchFilterOn: true })).toBe(`${ORIGIN}/vehicle/2020/Ford/F-150`);
    expect(go({ ...department, vehicle: YEAR_ONLY })).toBe(`${ORIGIN}/vehicle/2020`);
  });

  it('strips a trailing ?furl=-c1- first', () => {
    expect(
      go({ ...department, departmentQueryOn: true, currentUrl: `${ORIGIN}/maindept-Towing.aspx?furl=-c1-` }),
    ).toBe(`${ORIGIN}/maindept-Towing.aspx?hhyear=2020&hhmake=Ford&hhmodel=F-150&ymm=1`);
  });
});

describe('the page kind', () => {
  const facts = {
    pageType: 'default',
    pageKind: 'auto' as const,
    productBaseUrl: '',
    categoryCode: '',
    hitchCategory: '',
  };

  it('is what data-page-kind says, whatever else the page provides', () => {
    for (const kind of ['product', 'fit-guide', 'search', 'department', 'other'] as const) {
      expect(resolvePageKind({ ...facts, pageType: 's', categoryCode: 'X', pageKind: kind })).toBe(kind);
    }
  });

  it('is worked out from the page type and the attributes otherwise', () => {
    expect(resolvePageKind({ ...facts, pageType: 's' })).toBe('search');
    expect(resolvePageKind({ ...facts, productBaseUrl: '/p-1.html' })).toBe('product');
    expect(resolvePageKind({ ...facts, categoryCode: 'C1' })).toBe('product');
    expect(resolvePageKind({ ...facts, hitchCategory: 'Trailer-Hitch' })).toBe('fit-guide');
    expect(resolvePageKind({ ...facts, categoryCode: 'C1', hitchCategory: 'Trailer-Hitch' })).toBe('product');
    expect(resolvePageKind(facts)).toBe('other');
    expect(resolvePageKind({ ...facts, pageType: 'checkout-payment', categoryCode: ' ' })).toBe('other');
  });
});

describe('the default furl', () => {
  it('is stripped only at the end', () => {
    expect(stripDefaultFurl('/a.htm?furl=-c1-')).toBe('/a.htm');
    expect(stripDefaultFurl('/a.htm?FURL=-c1-')).toBe('/a.htm');
    expect(stripDefaultFurl('/a.htm?furl=-c1-&x=1')).toBe('/a.htm?furl=-c1-&x=1');
    expect(stripDefaultFurl('/a.htm?furl=-c12-')).toBe('/a.htm?furl=-c12-');
  });
});
