/** The fake shop's catalogue: realistic towing, trailer, vehicle, RV and marine parts. */

export const PRODUCT_CATEGORIES = ['towing', 'trailer', 'vehicle', 'rv', 'marine'] as const;
export type BrowsableCategory = (typeof PRODUCT_CATEGORIES)[number];
/** Service items (misc charges, local installation) are sold but never browsed. */
export type ProductCategory = BrowsableCategory | 'service';

/** Skus the spec treats specially: exempt from the 10000 quantity maximum, never shown in listings. */
export const SERVICE_SKUS = ['misc', 'local-install'] as const;

/** One choice of a product attribute (spec storefront §3 "Product attribute", `lineAttributes`). */
export interface ProductLineAttribute {
  lineAttributeCode: string;
  linePrompt: string;
  linePrice: number;
  attributeType: ProductAttributeType;
}

export type ProductAttributeType = 'template' | 'text' | 'memo' | 'checkbox' | 'radio' | 'select';

/** An option a shopper picks when adding the product; its price is added to the unit price. */
export interface ProductAttribute {
  attributeCode: string;
  attributeType: ProductAttributeType;
  prompt: string;
  price: number;
  lineAttributes: ProductLineAttribute[];
}

export interface Product {
  webSku: string;
  name: string;
  brand: string;
  category: ProductCategory;
  /** The kind of part, e.g. 'Trailer Hitch' (the spec's productGroup for media and installers). */
  productGroup: string;
  /** What a shopper pays. */
  price: number;
  /** List price, never below `price`. */
  retailPrice: number;
  /** What a dealer installer pays, below `price`. */
  dealerPrice: number;
  stockQuantity: number;
  casePackQuantity: number;
  /** Out-of-stock items shipped by the manufacturer read 'Ready for direct ship' instead of awaiting stock. */
  shipsDirect: boolean;
  browsable: boolean;
  productUrl: string;
  imageUrl: string;
  attributes: ProductAttribute[];
}

type ProductRow = Omit<
  Product,
  'productUrl' | 'imageUrl' | 'casePackQuantity' | 'shipsDirect' | 'browsable' | 'attributes'
> &
  Partial<Pick<Product, 'casePackQuantity' | 'shipsDirect' | 'attributes'>>;

export function productImagePath(webSku: string): string {
  return `/images/products/${encodeURIComponent(webSku)}.svg`;
}

function browsable(row: ProductRow): Product {
  return {
    casePackQuantity: 1,
    shipsDirect: false,
    attributes: [],
    ...row,
    browsable: true,
    productUrl: `/p-${row.webSku}.html`,
    imageUrl: productImagePath(row.webSku),
  };
}

function service(row: Pick<Product, 'webSku' | 'name'>): Product {
  return {
    ...row,
    brand: 'Shop Service',
    category: 'service',
    productGroup: 'Service',
    // Quantity is the amount in dollars, which is why these skus are exempt from the quantity maximum.
    price: 1,
    retailPrice: 1,
    dealerPrice: 1,
    stockQuantity: 999_999,
    casePackQuantity: 1,
    shipsDirect: false,
    browsable: false,
    productUrl: `/p-${row.webSku}.html`,
    imageUrl: productImagePath(row.webSku),
    attributes: [],
  };
}

const brakeControllerHarness: ProductAttribute = {
  attributeCode: 'harness',
  attributeType: 'select',
  prompt: 'Vehicle wiring adapter',
  price: 0,
  lineAttributes: [
    { lineAttributeCode: 'none', linePrompt: 'No adapter', linePrice: 0, attributeType: 'select' },
    {
      lineAttributeCode: '3025-P',
      linePrompt: 'Plug-in brake controller adapter (+$24.95)',
      linePrice: 24.95,
      attributeType: 'select',
    },
    {
      lineAttributeCode: '3035-P',
      linePrompt: 'Plug-in adapter for Ram and Jeep (+$29.95)',
      linePrice: 29.95,
      attributeType: 'select',
    },
  ],
};

const bikeRackLock: ProductAttribute = {
  attributeCode: 'lock',
  attributeType: 'checkbox',
  prompt: 'Add a locking hitch pin (+$29.95)',
  price: 29.95,
  lineAttributes: [],
};

const towing: Product[] = [
  browsable({
    webSku: 'C13130',
    name: 'Curt Trailer Hitch Receiver - Custom Fit - Class III - 2"',
    brand: 'Curt',
    category: 'towing',
    productGroup: 'Trailer Hitch',
    price: 219.9,
    retailPrice: 274.87,
    dealerPrice: 164.93,
    stockQuantity: 48,
  }),
  browsable({
    webSku: 'C11442',
    name: 'Curt Trailer Hitch Receiver - Custom Fit - Class I - 1-1/4"',
    brand: 'Curt',
    category: 'towing',
    productGroup: 'Trailer Hitch',
    price: 164.29,
    retailPrice: 205.36,
    dealerPrice: 123.22,
    stockQuantity: 7,
  }),
  browsable({
    webSku: '75237',
    name: 'Draw-Tite Max-Frame Trailer Hitch Receiver - Custom Fit - Class III - 2"',
    brand: 'Draw-Tite',
    category: 'towing',
    productGroup: 'Trailer Hitch',
    price: 249.6,
    retailPrice: 312,
    dealerPrice: 187.2,
    stockQuantity: 0,
    shipsDirect: true,
  }),
  browsable({
    webSku: 'RM-4545',
    name: 'Roadmaster Falcon All Terrain Tow Bar - 6,000 lbs',
    brand: 'Roadmaster',
    category: 'towing',
    productGroup: 'Tow Bar',
    price: 1149,
    retailPrice: 1349,
    dealerPrice: 904.5,
    stockQuantity: 3,
  }),
  browsable({
    webSku: 'C45036',
    name: 'Curt Class III Ball Mount for 2" Hitch - 2" Drop, 3/4" Rise',
    brand: 'Curt',
    category: 'towing',
    productGroup: 'Ball Mount',
    price: 32.84,
    retailPrice: 41.05,
    dealerPrice: 24.63,
    stockQuantity: 312,
  }),
  browsable({
    webSku: 'BWTS10048',
    name: 'B&W Tow & Stow Adjustable 2-Ball Mount - 2" Hitch - 5" Drop, 5-1/2" Rise',
    brand: 'B&W',
    category: 'towing',
    productGroup: 'Ball Mount',
    price: 199.99,
    retailPrice: 239.99,
    dealerPrice: 152.99,
    stockQuantity: 16,
  }),
  browsable({
    webSku: 'GH-523',
    name: 'Gen-Y Mega-Duty Adjustable Ball Mount - 2-1/2" Hitch - 10" Drop',
    brand: 'Gen-Y',
    category: 'towing',
    productGroup: 'Ball Mount',
    price: 329.95,
    retailPrice: 389.95,
    dealerPrice: 251.99,
    stockQuantity: 0,
  }),
  browsable({
    webSku: 'C56146',
    name: 'Curt T-Connector Vehicle Wiring Harness with 4-Pole Flat Trailer Connector',
    brand: 'Curt',
    category: 'towing',
    productGroup: 'Trailer Wiring',
    price: 44.39,
    retailPrice: 55.49,
    dealerPrice: 33.29,
    stockQuantity: 146,
  }),
  browsable({
    webSku: 'HM11143395',
    name: 'Hopkins Plug-In Simple Vehicle Wiring Harness with 4-Pole Flat Trailer Connector',
    brand: 'Hopkins',
    category: 'towing',
    productGroup: 'Trailer Wiring',
    price: 38.99,
    retailPrice: 48.74,
    dealerPrice: 29.24,
    stockQuantity: 12,
  }),
  browsable({
    webSku: 'PK12704',
    name: 'Pollak 7-Way RV Blade Trailer Connector Socket - Die-Cast Zinc',
    brand: 'Pollak',
    category: 'towing',
    productGroup: 'Trailer Wiring',
    price: 16.95,
    retailPrice: 21.19,
    dealerPrice: 11.86,
    stockQuantity: 540,
    casePackQuantity: 12,
  }),
  browsable({
    webSku: '90195',
    name: 'Tekonsha P3 Trailer Brake Controller - 1 to 4 Axles - Proportional',
    brand: 'Tekonsha',
    category: 'towing',
    productGroup: 'Brake Controller',
    price: 139.95,
    retailPrice: 174.94,
    dealerPrice: 104.96,
    stockQuantity: 87,
    attributes: [brakeControllerHarness],
  }),
  browsable({
    webSku: '90885',
    name: 'Tekonsha Prodigy P2 Trailer Brake Controller - 1 to 4 Axles - Proportional',
    brand: 'Tekonsha',
    category: 'towing',
    productGroup: 'Brake Controller',
    price: 119.95,
    retailPrice: 149.94,
    dealerPrice: 89.96,
    stockQuantity: 19,
    attributes: [brakeControllerHarness],
  }),
  browsable({
    webSku: 'C51180',
    name: 'Curt Echo Mobile Trailer Brake Controller - Bluetooth - Proportional',
    brand: 'Curt',
    category: 'towing',
    productGroup: 'Brake Controller',
    price: 249.99,
    retailPrice: 312.49,
    dealerPrice: 187.49,
    stockQuantity: 1,
  }),
  browsable({
    webSku: 'TS32',
    name: 'Trimax Premium Receiver Lock - 5/8" Pin - 2" Hitch',
    brand: 'Trimax',
    category: 'towing',
    productGroup: 'Hitch Lock',
    price: 27.42,
    retailPrice: 34.28,
    dealerPrice: 19.19,
    stockQuantity: 260,
    casePackQuantity: 6,
  }),
  browsable({
    webSku: 'RP7055',
    name: 'Reese Towpower Hitch Pin Lock - 1/2" and 5/8" Pins - Stainless Steel',
    brand: 'Reese',
    category: 'towing',
    productGroup: 'Hitch Lock',
    price: 21.96,
    retailPrice: 27.45,
    dealerPrice: 15.37,
    stockQuantity: 0,
  }),
];

const trailer: Product[] = [
  browsable({
    webSku: 'F1425010101',
    name: 'Fulton XP15 Swivel Trailer Jack - Side Mount - 1,500 lbs',
    brand: 'Fulton',
    category: 'trailer',
    productGroup: 'Trailer Jack',
    price: 89.72,
    retailPrice: 112.15,
    dealerPrice: 67.29,
    stockQuantity: 38,
  }),
  browsable({
    webSku: 'C28300',
    name: 'Curt A-Frame Trailer Jack - Top Wind - 5,000 lbs',
    brand: 'Curt',
    category: 'trailer',
    productGroup: 'Trailer Jack',
    price: 94.99,
    retailPrice: 118.74,
    dealerPrice: 71.24,
    stockQuantity: 5,
  }),
  browsable({
    webSku: 'LC285380',
    name: 'Lippert Power Tongue Jack - 12V - 3,650 lbs',
    brand: 'Lippert',
    category: 'trailer',
    productGroup: 'Trailer Jack',
    price: 249.97,
    retailPrice: 299.97,
    dealerPrice: 192.48,
    stockQuantity: 0,
    shipsDirect: true,
  }),
  browsable({
    webSku: 'BU028609',
    name: 'Bulldog A-Frame Trailer Coupler - 2" Ball - 7,000 lbs',
    brand: 'Bulldog',
    category: 'trailer',
    productGroup: 'Trailer Coupler',
    price: 54.82,
    retailPrice: 68.53,
    dealerPrice: 41.12,
    stockQuantity: 64,
  }),
  browsable({
    webSku: 'C25133',
    name: 'Curt Straight-Tongue Trailer Coupler - 3" Channel - 2" Ball',
    brand: 'Curt',
    category: 'trailer',
    productGroup: 'Trailer Coupler',
    price: 32.99,
    retailPrice: 41.24,
    dealerPrice: 24.74,
    stockQuantity: 11,
  }),
  browsable({
    webSku: 'TLL90RK',
    name: 'Optronics LED Trailer Light Kit - Submersible - Stop, Tail, Turn',
    brand: 'Optronics',
    category: 'trailer',
    productGroup: 'Trailer Lights',
    price: 64.35,
    retailPrice: 80.44,
    dealerPrice: 48.26,
    stockQuantity: 73,
  }),
  browsable({
    webSku: 'PM-V840',
    name: 'Peterson Piranha LED Trailer Tail Light - Oval - Red',
    brand: 'Peterson',
    category: 'trailer',
    productGroup: 'Trailer Lights',
    price: 46.09,
    retailPrice: 57.61,
    dealerPrice: 34.57,
    stockQuantity: 220,
    casePackQuantity: 10,
  }),
  browsable({
    webSku: 'ER34413',
    name: 'Erickson Pro Series Ratchet Tie-Down Straps - 2" x 27\' - 3,333 lbs - Qty 2',
    brand: 'Erickson',
    category: 'trailer',
    productGroup: 'Tie-Downs',
    price: 39.99,
    retailPrice: 49.99,
    dealerPrice: 29.99,
    stockQuantity: 410,
    casePackQuantity: 6,
  }),
  browsable({
    webSku: 'KE05503',
    name: 'Keeper Retractable Ratchet Straps - 1" x 10\' - 500 lbs - Qty 2',
    brand: 'Keeper',
    category: 'trailer',
    productGroup: 'Tie-Downs',
    price: 36.5,
    retailPrice: 45.63,
    dealerPrice: 27.38,
    stockQuantity: 14,
  }),
  browsable({
    webSku: 'SL-ETRACK-5',
    name: "Snap-Loc E-Track Tie-Down Rail - Powder Coated Steel - 5'",
    brand: 'Snap-Loc',
    category: 'trailer',
    productGroup: 'Tie-Downs',
    price: 42.99,
    retailPrice: 53.74,
    dealerPrice: 32.24,
    stockQuantity: 0,
  }),
];

const vehicle: Product[] = [
  browsable({
    webSku: 'TH9036XT',
    name: 'Thule T2 Pro XT Platform Bike Rack - 2 Bikes - 2" Hitch',
    brand: 'Thule',
    category: 'vehicle',
    productGroup: 'Bike Rack',
    price: 749.95,
    retailPrice: 749.95,
    dealerPrice: 599.96,
    stockQuantity: 9,
    attributes: [bikeRackLock],
  }),
  browsable({
    webSku: 'KR-NV22',
    name: 'Kuat NV 2.0 Platform Bike Rack - 2 Bikes - 2" Hitch - Sandy Black',
    brand: 'Kuat',
    category: 'vehicle',
    productGroup: 'Bike Rack',
    price: 838,
    retailPrice: 838,
    dealerPrice: 670.4,
    stockQuantity: 0,
    attributes: [bikeRackLock],
  }),
  browsable({
    webSku: 'Y8002470',
    name: 'Yakima HoldUp EVO Platform Bike Rack - 2 Bikes - 2" Hitch',
    brand: 'Yakima',
    category: 'vehicle',
    productGroup: 'Bike Rack',
    price: 649,
    retailPrice: 699,
    dealerPrice: 519.2,
    stockQuantity: 22,
    attributes: [bikeRackLock],
  }),
  browsable({
    webSku: 'SA805',
    name: 'Saris Bones 3-Bike Trunk Mount Rack - Black',
    brand: 'Saris',
    category: 'vehicle',
    productGroup: 'Bike Rack',
    price: 199.99,
    retailPrice: 219.99,
    dealerPrice: 149.99,
    stockQuantity: 4,
  }),
  browsable({
    webSku: 'C18153',
    name: 'Curt Hitch Cargo Carrier - 60" x 24" - 500 lbs - Folding Shank',
    brand: 'Curt',
    category: 'vehicle',
    productGroup: 'Cargo Carrier',
    price: 189.99,
    retailPrice: 237.49,
    dealerPrice: 142.49,
    stockQuantity: 31,
  }),
  browsable({
    webSku: 'RL59102',
    name: 'Rola Vortex Aluminum Hitch Cargo Carrier - 48" x 20" - 300 lbs',
    brand: 'Rola',
    category: 'vehicle',
    productGroup: 'Cargo Carrier',
    price: 299.99,
    retailPrice: 374.99,
    dealerPrice: 224.99,
    stockQuantity: 2,
  }),
  browsable({
    webSku: 'TH8695',
    name: 'Thule Motion XT XL Rooftop Cargo Box - 18 cu ft - Black',
    brand: 'Thule',
    category: 'vehicle',
    productGroup: 'Cargo Carrier',
    price: 949.95,
    retailPrice: 949.95,
    dealerPrice: 759.96,
    stockQuantity: 0,
    shipsDirect: true,
  }),
  browsable({
    webSku: 'RT-00108',
    name: 'Rock Tamers Hitch Mounted Mud Flaps - 2" Hitch - Matte Black',
    brand: 'Rock Tamers',
    category: 'vehicle',
    productGroup: 'Mud Flaps',
    price: 229.95,
    retailPrice: 269.95,
    dealerPrice: 172.46,
    stockQuantity: 17,
  }),
  browsable({
    webSku: 'WT110043',
    name: 'WeatherTech No-Drill Custom Mud Flaps - Front and Rear Set',
    brand: 'WeatherTech',
    category: 'vehicle',
    productGroup: 'Mud Flaps',
    price: 119.9,
    retailPrice: 119.9,
    dealerPrice: 89.93,
    stockQuantity: 58,
  }),
  browsable({
    webSku: 'HL57221',
    name: 'Husky Liners Custom Molded Mud Guards - Rear Pair',
    brand: 'Husky Liners',
    category: 'vehicle',
    productGroup: 'Mud Flaps',
    price: 54.99,
    retailPrice: 68.74,
    dealerPrice: 41.24,
    stockQuantity: 8,
  }),
];

const rv: Product[] = [
  browsable({
    webSku: 'CAM39761',
    name: "Camco RhinoFLEX RV Sewer Hose Kit - 20' - with Swivel Fittings",
    brand: 'Camco',
    category: 'rv',
    productGroup: 'Sewer Hose',
    price: 44.75,
    retailPrice: 55.94,
    dealerPrice: 33.56,
    stockQuantity: 625,
    casePackQuantity: 6,
  }),
  browsable({
    webSku: 'VD04-0475',
    name: "Valterra Dominator RV Sewer Hose - 20' - Pre-Attached Fittings",
    brand: 'Valterra',
    category: 'rv',
    productGroup: 'Sewer Hose',
    price: 59.99,
    retailPrice: 74.99,
    dealerPrice: 44.99,
    stockQuantity: 13,
  }),
  browsable({
    webSku: 'LS-SC-3',
    name: "Lippert Waste Master RV Sewer Hose Kit - 20' - Clear Elbow",
    brand: 'Lippert',
    category: 'rv',
    productGroup: 'Sewer Hose',
    price: 84.99,
    retailPrice: 99.99,
    dealerPrice: 63.74,
    stockQuantity: 0,
  }),
  browsable({
    webSku: 'CAM44505',
    name: 'Camco FasTen RV Leveling Blocks - 8-1/2" x 8-1/2" - Qty 10',
    brand: 'Camco',
    category: 'rv',
    productGroup: 'RV Leveler',
    price: 36.99,
    retailPrice: 46.24,
    dealerPrice: 27.74,
    stockQuantity: 880,
    casePackQuantity: 10,
  }),
  browsable({
    webSku: 'AH3604',
    name: 'Andersen Camper Leveler - Curved Ramp and Chock - Qty 2',
    brand: 'Andersen',
    category: 'rv',
    productGroup: 'RV Leveler',
    price: 89.6,
    retailPrice: 112,
    dealerPrice: 67.2,
    stockQuantity: 44,
  }),
  browsable({
    webSku: 'PI-SSP-30XL',
    name: 'Progressive Industries Smart Surge Protector - 30 Amp - Portable',
    brand: 'Progressive Industries',
    category: 'rv',
    productGroup: 'Surge Protector',
    price: 134.99,
    retailPrice: 168.74,
    dealerPrice: 101.24,
    stockQuantity: 6,
  }),
  browsable({
    webSku: 'SG34951',
    name: 'Southwire Surge Guard Portable Surge Protector - 50 Amp',
    brand: 'Southwire',
    category: 'rv',
    productGroup: 'Surge Protector',
    price: 249.99,
    retailPrice: 312.49,
    dealerPrice: 187.49,
    stockQuantity: 20,
  }),
  browsable({
    webSku: 'PI-EMS-HW50C',
    name: 'Progressive Industries Hardwired EMS Surge Protector - 50 Amp',
    brand: 'Progressive Industries',
    category: 'rv',
    productGroup: 'Surge Protector',
    price: 429.99,
    retailPrice: 499.99,
    dealerPrice: 336.99,
    stockQuantity: 0,
    shipsDirect: true,
  }),
];

const marine: Product[] = [
  browsable({
    webSku: 'TD86166',
    name: 'Tie Down Engineering Keel Roller - 8" - Polyurethane - 5/8" Shaft',
    brand: 'Tie Down Engineering',
    category: 'marine',
    productGroup: 'Boat Trailer Roller',
    price: 21.49,
    retailPrice: 26.86,
    dealerPrice: 16.12,
    stockQuantity: 340,
    casePackQuantity: 12,
  }),
  browsable({
    webSku: 'ST-RPT-8',
    name: 'Stoltz Industries Poly Bow Roller - 8" - Non-Marking',
    brand: 'Stoltz Industries',
    category: 'marine',
    productGroup: 'Boat Trailer Roller',
    price: 34.99,
    retailPrice: 43.74,
    dealerPrice: 26.24,
    stockQuantity: 9,
  }),
  browsable({
    webSku: 'CE10211',
    name: 'CE Smith Wobble Roller Assembly - Boat Trailer - Qty 2',
    brand: 'CE Smith',
    category: 'marine',
    productGroup: 'Boat Trailer Roller',
    price: 58.5,
    retailPrice: 73.13,
    dealerPrice: 43.88,
    stockQuantity: 0,
  }),
  browsable({
    webSku: 'F142202',
    name: "Fulton Single Speed Boat Trailer Winch - 2,200 lbs - 20' Strap",
    brand: 'Fulton',
    category: 'marine',
    productGroup: 'Boat Winch',
    price: 99.52,
    retailPrice: 124.4,
    dealerPrice: 74.64,
    stockQuantity: 27,
  }),
  browsable({
    webSku: 'DL1602A',
    name: 'Dutton-Lainson Two Speed Boat Trailer Winch - 1,600 lbs',
    brand: 'Dutton-Lainson',
    category: 'marine',
    productGroup: 'Boat Winch',
    price: 164.99,
    retailPrice: 206.24,
    dealerPrice: 123.74,
    stockQuantity: 3,
  }),
  browsable({
    webSku: 'C29530',
    name: 'Curt Electric Boat Trailer Winch - 12V - 3,500 lbs',
    brand: 'Curt',
    category: 'marine',
    productGroup: 'Boat Winch',
    price: 379.99,
    retailPrice: 474.99,
    dealerPrice: 284.99,
    stockQuantity: 0,
    shipsDirect: true,
  }),
  browsable({
    webSku: 'F-WS20',
    name: 'Fulton Boat Trailer Winch Strap with Hook - 2" x 20\' - 9,000 lbs',
    brand: 'Fulton',
    category: 'marine',
    productGroup: 'Bow Strap',
    price: 29.27,
    retailPrice: 36.59,
    dealerPrice: 21.95,
    stockQuantity: 500,
    casePackQuantity: 6,
  }),
  browsable({
    webSku: 'CE27510',
    name: 'CE Smith Bow Safety Strap - 2" x 12\' - 3,300 lbs',
    brand: 'CE Smith',
    category: 'marine',
    productGroup: 'Bow Strap',
    price: 18.99,
    retailPrice: 23.74,
    dealerPrice: 14.24,
    stockQuantity: 15,
  }),
  browsable({
    webSku: 'RL-BTS-2',
    name: 'Rightline Gear Boat Transom Tie-Down Straps - 2" x 4\' - Qty 2',
    brand: 'Rightline Gear',
    category: 'marine',
    productGroup: 'Bow Strap',
    price: 32.95,
    retailPrice: 41.19,
    dealerPrice: 24.71,
    stockQuantity: 1,
  }),
];

const services: Product[] = [
  service({ webSku: 'misc', name: 'Miscellaneous Charge' }),
  service({ webSku: 'local-install', name: 'Local Installation Service' }),
];

/** Every part a shopper can browse, in catalogue order. */
export const BROWSABLE_PRODUCTS: readonly Product[] = [...towing, ...trailer, ...vehicle, ...rv, ...marine];
/** The non-browsable service items `misc` and `local-install`. */
export const SERVICE_PRODUCTS: readonly Product[] = services;
/** The full seed catalogue: browsable parts then service items. */
export const PRODUCTS: readonly Product[] = [...BROWSABLE_PRODUCTS, ...SERVICE_PRODUCTS];

/** Finds a product by sku, ignoring case; in the seed catalogue unless another one is given. */
export function findProduct(webSku: string, catalogue: readonly Product[] = PRODUCTS): Product | undefined {
  const wanted = webSku.toLowerCase();
  return catalogue.find((product) => product.webSku.toLowerCase() === wanted);
}
