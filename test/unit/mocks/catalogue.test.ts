import {
  BROWSABLE_PRODUCTS,
  FIRST_VEHICLE_YEAR,
  findProduct,
  LAST_VEHICLE_YEAR,
  makes,
  models,
  PRODUCT_CATEGORIES,
  PRODUCTS,
  SERVICE_SKUS,
  VEHICLE_MAKES,
  years,
} from '../../../src/mocks';

describe('seed products', () => {
  it('has at least 40 browsable products covering all five categories', () => {
    expect(BROWSABLE_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    const categories = new Set(BROWSABLE_PRODUCTS.map((product) => product.category));
    expect([...categories].sort()).toEqual([...PRODUCT_CATEGORIES].sort());
    for (const category of PRODUCT_CATEGORIES) {
      expect(
        BROWSABLE_PRODUCTS.filter((product) => product.category === category).length,
      ).toBeGreaterThanOrEqual(5);
    }
  });

  it('has unique skus, ignoring case', () => {
    const skus = PRODUCTS.map((product) => product.webSku.toLowerCase());
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('prices every product retail >= price >= dealer price, all positive', () => {
    for (const product of BROWSABLE_PRODUCTS) {
      expect(product.retailPrice, product.webSku).toBeGreaterThanOrEqual(product.price);
      expect(product.price, product.webSku).toBeGreaterThan(product.dealerPrice);
      expect(product.dealerPrice, product.webSku).toBeGreaterThan(0);
    }
  });

  it('has some sold-out, some low-stock and some well-stocked products, and case packs', () => {
    const stock = BROWSABLE_PRODUCTS.map((product) => product.stockQuantity);
    expect(stock.filter((quantity) => quantity === 0).length).toBeGreaterThanOrEqual(3);
    expect(stock.filter((quantity) => quantity >= 1 && quantity <= 20).length).toBeGreaterThanOrEqual(3);
    expect(stock.filter((quantity) => quantity > 100).length).toBeGreaterThanOrEqual(3);
    const casePacks = new Set(BROWSABLE_PRODUCTS.map((product) => product.casePackQuantity));
    expect([...casePacks]).toEqual(expect.arrayContaining([1, 6, 10, 12]));
  });

  it('links each product to its page and picture', () => {
    const hitch = findProduct('C13130');
    expect(hitch?.productUrl).toBe('/p-C13130.html');
    expect(hitch?.imageUrl).toBe('/images/products/C13130.svg');
  });

  it('has the special skus as non-browsable service items', () => {
    for (const sku of SERVICE_SKUS) {
      const item = findProduct(sku);
      expect(item?.browsable, sku).toBe(false);
      expect(item?.category, sku).toBe('service');
    }
    expect(
      BROWSABLE_PRODUCTS.some((product) => (SERVICE_SKUS as readonly string[]).includes(product.webSku)),
    ).toBe(false);
  });

  it('finds products ignoring case and answers undefined for unknown skus', () => {
    expect(findProduct('rm-4545')?.brand).toBe('Roadmaster');
    expect(findProduct('NOPE-1')).toBeUndefined();
  });
});

describe('seed vehicles', () => {
  it('lists every year from 2027 back to 1990 or earlier, newest first', () => {
    const all = years();
    expect(all[0]).toBe(LAST_VEHICLE_YEAR);
    expect(LAST_VEHICLE_YEAR).toBe(2027);
    expect(all.at(-1)).toBe(FIRST_VEHICLE_YEAR);
    expect(FIRST_VEHICLE_YEAR).toBeLessThanOrEqual(1990);
    expect(all).toHaveLength(LAST_VEHICLE_YEAR - FIRST_VEHICLE_YEAR + 1);
  });

  it('marks the common makes as preferred and only those', () => {
    const preferred = VEHICLE_MAKES.filter((make) => make.isPreferred).map((make) => make.name);
    expect(preferred.sort()).toEqual([
      'Chevrolet',
      'Ford',
      'GMC',
      'Honda',
      'Jeep',
      'Nissan',
      'Ram',
      'Toyota',
    ]);
    expect(VEHICLE_MAKES.length).toBeGreaterThanOrEqual(26);
  });

  it('offers a make only in years it sold a model', () => {
    expect(makes(2024).map((make) => make.name)).toEqual(expect.arrayContaining(['Tesla', 'Ram', 'Rivian']));
    expect(makes(1995).map((make) => make.name)).not.toContain('Tesla');
    expect(makes(1995).map((make) => make.name)).not.toContain('Ram');
    expect(makes(1995).find((make) => make.name === 'Ford')).toEqual({ name: 'Ford', isPreferred: true });
  });

  it('gives models by make and year with plausible ranges', () => {
    const names = (make: string, year: number) => models(make, year).map((model) => model.name);
    for (const year of years()) expect(names('Ford', year)).toContain('F-150');
    expect(names('Ford', 2021)).not.toContain('Maverick');
    expect(names('Ford', 2022)).toContain('Maverick');
    expect(names('Tesla', 2019)).not.toContain('Model Y');
    expect(names('Tesla', 2020)).toContain('Model Y');
    expect(names('ford', 2015)).not.toContain('Ranger');
    expect(names('Ford', 2019)).toContain('Ranger');
    expect(names('Unknown Motors', 2020)).toEqual([]);
  });
});
