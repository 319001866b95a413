/** Vehicles by year, make and model, for the vehicle picker (spec storefront §3 "Vehicle"). */

export const FIRST_VEHICLE_YEAR = 1990;
export const LAST_VEHICLE_YEAR = 2027;

/** Model years a model was sold; an open range runs to {@link LAST_VEHICLE_YEAR}. */
export type YearRange = readonly [from: number, to?: number];

export interface VehicleModel {
  name: string;
  years: readonly YearRange[];
}

export interface VehicleMake {
  name: string;
  /** Preferred makes are listed first by the picker, before 'See More'. */
  isPreferred: boolean;
  models: readonly VehicleModel[];
}

export interface Vehicle {
  year: number;
  make: string;
  model: string;
}

/** Spec: "Make option: name, isPreferred. Model option: name." */
export interface MakeOption {
  name: string;
  isPreferred: boolean;
}
export interface ModelOption {
  name: string;
}

function model(name: string, ...years: YearRange[]): VehicleModel {
  return { name, years };
}

function make(name: string, models: VehicleModel[], isPreferred = false): VehicleMake {
  return { name, isPreferred, models };
}

export const VEHICLE_MAKES: readonly VehicleMake[] = [
  make(
    'Ford',
    [
      model('F-150', [1990]),
      model('F-150 Lightning', [2022]),
      model('F-250', [1990, 1998]),
      model('F-250 Super Duty', [1999]),
      model('F-350', [1990, 1998]),
      model('F-350 Super Duty', [1999]),
      model('Ranger', [1990, 2011], [2019]),
      model('Maverick', [2022]),
      model('Explorer', [1991]),
      model('Explorer Sport Trac', [2001, 2010]),
      model('Expedition', [1997]),
      model('Excursion', [2000, 2005]),
      model('Bronco', [1990, 1996], [2021]),
      model('Bronco Sport', [2021]),
      model('Escape', [2001]),
      model('Edge', [2007, 2024]),
      model('Flex', [2009, 2019]),
      model('Transit', [2015]),
      model('Transit Connect', [2010, 2023]),
      model('Econoline Van', [1990, 2014]),
      model('Aerostar', [1990, 1997]),
      model('Windstar', [1995, 2003]),
      model('Freestar', [2004, 2007]),
      model('Mustang', [1990]),
      model('Mustang Mach-E', [2021]),
      model('Taurus', [1990, 2019]),
      model('Focus', [2000, 2018]),
      model('Fusion', [2006, 2020]),
    ],
    true,
  ),
  make(
    'Chevrolet',
    [
      model('C/K 1500', [1990, 2000]),
      model('C/K 2500', [1990, 2000]),
      model('Silverado 1500', [1999]),
      model('Silverado 2500HD', [2001]),
      model('Silverado 3500HD', [2007]),
      model('Silverado EV', [2024]),
      model('S-10', [1990, 2004]),
      model('Colorado', [2004, 2012], [2015]),
      model('Avalanche', [2002, 2013]),
      model('Tahoe', [1995]),
      model('Suburban', [1990]),
      model('Blazer', [1990, 2005], [2019]),
      model('Blazer EV', [2024]),
      model('Trailblazer', [2002, 2009], [2021]),
      model('Equinox', [2005]),
      model('Traverse', [2009]),
      model('Astro', [1990, 2005]),
      model('Express Van', [1996]),
      model('Malibu', [1997, 2025]),
      model('Impala', [1994, 1996], [2000, 2020]),
      model('Camaro', [1990, 2002], [2010, 2024]),
      model('Corvette', [1990]),
      model('HHR', [2006, 2011]),
      model('Bolt EV', [2017, 2023]),
    ],
    true,
  ),
  make(
    'Ram',
    [
      model('1500', [2011]),
      model('1500 Classic', [2019, 2024]),
      model('2500', [2011]),
      model('3500', [2011]),
      model('Dakota', [2011, 2011]),
      model('ProMaster', [2014]),
      model('ProMaster City', [2015, 2022]),
    ],
    true,
  ),
  make(
    'Toyota',
    [
      model('Pickup', [1990, 1995]),
      model('T100', [1993, 1998]),
      model('Tacoma', [1995]),
      model('Tundra', [2000]),
      model('4Runner', [1990]),
      model('Land Cruiser', [1990, 2021], [2024]),
      model('Sequoia', [2001]),
      model('Highlander', [2001]),
      model('Grand Highlander', [2024]),
      model('RAV4', [1996]),
      model('Corolla Cross', [2022]),
      model('FJ Cruiser', [2007, 2014]),
      model('Venza', [2009, 2015], [2021, 2024]),
      model('Previa', [1991, 1997]),
      model('Sienna', [1998]),
      model('Camry', [1990]),
      model('Corolla', [1990]),
      model('Avalon', [1995, 2022]),
      model('Prius', [2001]),
      model('bZ4X', [2023]),
    ],
    true,
  ),
  make(
    'GMC',
    [
      model('Sierra 1500', [1990]),
      model('Sierra 2500', [1990, 2000]),
      model('Sierra 2500HD', [2001]),
      model('Sierra 3500', [1990, 2006]),
      model('Sierra 3500HD', [2007]),
      model('Sierra EV', [2024]),
      model('Sonoma', [1991, 2004]),
      model('Canyon', [2004, 2012], [2015]),
      model('Jimmy', [1990, 2005]),
      model('Yukon', [1992]),
      model('Yukon XL', [2000]),
      model('Envoy', [1998, 2000], [2002, 2009]),
      model('Acadia', [2007]),
      model('Terrain', [2010]),
      model('Safari', [1990, 2005]),
      model('Savana', [1996]),
      model('Hummer EV', [2022]),
    ],
    true,
  ),
  make(
    'Jeep',
    [
      model('Wrangler', [1990, 1995], [1997]),
      model('Gladiator', [2020]),
      model('Comanche', [1990, 1992]),
      model('Cherokee', [1990, 2001], [2014, 2023]),
      model('Grand Cherokee', [1993]),
      model('Liberty', [2002, 2012]),
      model('Commander', [2006, 2010]),
      model('Compass', [2007]),
      model('Patriot', [2007, 2017]),
      model('Renegade', [2015, 2023]),
      model('Wagoneer', [2022]),
      model('Wagoneer S', [2024]),
      model('Grand Wagoneer', [1990, 1991], [2022]),
    ],
    true,
  ),
  make(
    'Honda',
    [
      model('Accord', [1990]),
      model('Civic', [1990]),
      model('CR-V', [1997]),
      model('HR-V', [2016]),
      model('Passport', [1994, 2002], [2019]),
      model('Pilot', [2003]),
      model('Ridgeline', [2006, 2014], [2017]),
      model('Odyssey', [1995]),
      model('Element', [2003, 2011]),
      model('Fit', [2007, 2020]),
      model('Prologue', [2024]),
    ],
    true,
  ),
  make(
    'Nissan',
    [
      model('Hardbody Truck', [1990, 1997]),
      model('Frontier', [1998]),
      model('Titan', [2004, 2024]),
      model('Titan XD', [2016, 2024]),
      model('Pathfinder', [1990]),
      model('Xterra', [2000, 2015]),
      model('Armada', [2004]),
      model('Rogue', [2008]),
      model('Murano', [2003]),
      model('Kicks', [2018]),
      model('Juke', [2011, 2017]),
      model('Quest', [1993, 2017]),
      model('NV Cargo', [2012, 2021]),
      model('Altima', [1993]),
      model('Maxima', [1990]),
      model('Sentra', [1990]),
      model('Leaf', [2011]),
      model('Ariya', [2023]),
    ],
    true,
  ),
  make('Subaru', [
    model('Outback', [1995]),
    model('Forester', [1998]),
    model('Crosstrek', [2013]),
    model('Ascent', [2019]),
    model('Baja', [2003, 2006]),
    model('Tribeca', [2006, 2014]),
    model('Legacy', [1990, 2025]),
    model('Impreza', [1993]),
    model('WRX', [2015]),
    model('Solterra', [2023]),
  ]),
  make('Hyundai', [
    model('Santa Cruz', [2022]),
    model('Santa Fe', [2001]),
    model('Tucson', [2005]),
    model('Palisade', [2020]),
    model('Kona', [2018]),
    model('Veracruz', [2007, 2012]),
    model('Entourage', [2007, 2009]),
    model('Elantra', [1992]),
    model('Sonata', [1990]),
    model('Accent', [1995, 2022]),
    model('Ioniq 5', [2022]),
  ]),
  make('Kia', [
    model('Telluride', [2020]),
    model('Sorento', [2003]),
    model('Sportage', [1995, 2002], [2005]),
    model('Seltos', [2021]),
    model('Soul', [2010]),
    model('Sedona', [2002, 2021]),
    model('Carnival', [2022]),
    model('Optima', [2001, 2020]),
    model('K5', [2021]),
    model('Forte', [2010]),
    model('Niro', [2017]),
    model('EV6', [2022]),
    model('EV9', [2024]),
  ]),
  make('Tesla', [
    model('Roadster', [2008, 2012]),
    model('Model S', [2012]),
    model('Model X', [2016]),
    model('Model 3', [2017]),
    model('Model Y', [2020]),
    model('Cybertruck', [2024]),
  ]),
  make('Dodge', [
    model('Ram 150', [1990, 1993]),
    model('Ram 250', [1990, 1993]),
    model('Ram 350', [1990, 1993]),
    model('Ram 1500', [1994, 2010]),
    model('Ram 2500', [1994, 2010]),
    model('Ram 3500', [1994, 2010]),
    model('Dakota', [1990, 2010]),
    model('Durango', [1998, 2009], [2011]),
    model('Nitro', [2007, 2011]),
    model('Journey', [2009, 2020]),
    model('Caravan', [1990, 2007]),
    model('Grand Caravan', [1990, 2020]),
    model('Ram Van', [1990, 2003]),
    model('Sprinter', [2003, 2009]),
    model('Charger', [2006]),
    model('Challenger', [2008, 2023]),
    model('Hornet', [2023]),
    model('Neon', [1995, 2005]),
    model('Stratus', [1995, 2006]),
    model('Dart', [2013, 2016]),
  ]),
  make('Volkswagen', [
    model('Atlas', [2018]),
    model('Atlas Cross Sport', [2020]),
    model('Tiguan', [2009]),
    model('Taos', [2022]),
    model('Touareg', [2004, 2017]),
    model('ID.4', [2021]),
    model('ID. Buzz', [2025]),
    model('EuroVan', [1992, 2003]),
    model('Routan', [2009, 2014]),
    model('Jetta', [1990]),
    model('Golf', [1990, 2021]),
    model('Passat', [1990, 2022]),
    model('Beetle', [1998, 2019]),
  ]),
  make('BMW', [
    model('3 Series', [1990]),
    model('5 Series', [1990]),
    model('7 Series', [1990]),
    model('X1', [2013]),
    model('X3', [2004]),
    model('X5', [2000]),
    model('X6', [2008]),
    model('X7', [2019]),
    model('Z4', [2003, 2016], [2019, 2026]),
    model('i4', [2022]),
    model('iX', [2022]),
  ]),
  make('Mercedes-Benz', [
    model('190-Class', [1990, 1993]),
    model('C-Class', [1994]),
    model('E-Class', [1994]),
    model('S-Class', [1994]),
    model('M-Class', [1998, 2015]),
    model('GLE', [2016]),
    model('GL-Class', [2007, 2016]),
    model('GLS', [2017]),
    model('GLK-Class', [2010, 2015]),
    model('GLC', [2016]),
    model('G-Class', [2002]),
    model('Sprinter', [2010]),
    model('Metris', [2016, 2023]),
    model('EQS', [2022]),
  ]),
  make('Audi', [
    model('100', [1990, 1994]),
    model('A4', [1996]),
    model('A6', [1995]),
    model('allroad', [2001, 2005], [2013]),
    model('Q3', [2015]),
    model('Q5', [2009]),
    model('Q7', [2007]),
    model('Q8', [2019]),
    model('e-tron', [2019, 2024]),
    model('Q4 e-tron', [2022]),
  ]),
  make('Mazda', [
    model('B-Series Pickup', [1990, 2009]),
    model('Navajo', [1991, 1994]),
    model('MPV', [1990, 2006]),
    model('Tribute', [2001, 2011]),
    model('CX-5', [2013]),
    model('CX-9', [2007, 2023]),
    model('CX-30', [2020]),
    model('CX-50', [2023]),
    model('CX-90', [2024]),
    model('626', [1990, 2002]),
    model('Protege', [1990, 2003]),
    model('Mazda3', [2004]),
    model('Mazda6', [2003, 2021]),
    model('MX-5 Miata', [1990]),
  ]),
  make('Lexus', [
    model('ES', [1990]),
    model('LS', [1990]),
    model('IS', [2001]),
    model('RX', [1999]),
    model('GX', [2003]),
    model('LX', [1996]),
    model('NX', [2015]),
    model('UX', [2019]),
    model('TX', [2024]),
  ]),
  make('Acura', [
    model('Legend', [1990, 1995]),
    model('Integra', [1990, 2001], [2023]),
    model('RSX', [2002, 2006]),
    model('TL', [1996, 2014]),
    model('RL', [1996, 2012]),
    model('TLX', [2015]),
    model('SLX', [1996, 1999]),
    model('MDX', [2001]),
    model('RDX', [2007]),
    model('ZDX', [2010, 2013], [2024]),
  ]),
  make('Buick', [
    model('Century', [1990, 2005]),
    model('LeSabre', [1990, 2005]),
    model('Park Avenue', [1991, 2005]),
    model('Roadmaster', [1991, 1996]),
    model('Lucerne', [2006, 2011]),
    model('LaCrosse', [2005, 2019]),
    model('Rendezvous', [2002, 2007]),
    model('Rainier', [2004, 2007]),
    model('Enclave', [2008]),
    model('Encore', [2013, 2022]),
    model('Encore GX', [2020]),
    model('Envision', [2016]),
    model('Envista', [2024]),
  ]),
  make('Cadillac', [
    model('DeVille', [1990, 2005]),
    model('Fleetwood', [1990, 1996]),
    model('Seville', [1990, 2004]),
    model('DTS', [2006, 2011]),
    model('CTS', [2003, 2019]),
    model('Escalade', [1999]),
    model('Escalade ESV', [2003]),
    model('SRX', [2004, 2016]),
    model('XT4', [2019]),
    model('XT5', [2017]),
    model('XT6', [2020]),
    model('Lyriq', [2023]),
  ]),
  make('Chrysler', [
    model('New Yorker', [1990, 1996]),
    model('Concorde', [1993, 2004]),
    model('Sebring', [1995, 2010]),
    model('PT Cruiser', [2001, 2010]),
    model('300', [2005, 2023]),
    model('200', [2011, 2017]),
    model('Town & Country', [1990, 2016]),
    model('Voyager', [2000, 2003], [2020, 2022]),
    model('Pacifica', [2004, 2008], [2017]),
    model('Aspen', [2007, 2009]),
  ]),
  make('Lincoln', [
    model('Town Car', [1990, 2011]),
    model('Continental', [1990, 2002], [2017, 2020]),
    model('Navigator', [1998]),
    model('Blackwood', [2002, 2002]),
    model('Aviator', [2003, 2005], [2020]),
    model('Mark LT', [2006, 2008]),
    model('MKX', [2007, 2018]),
    model('MKZ', [2007, 2020]),
    model('MKC', [2015, 2019]),
    model('Nautilus', [2019]),
    model('Corsair', [2020]),
  ]),
  make('Mitsubishi', [
    model('Mighty Max', [1990, 1996]),
    model('Raider', [2006, 2009]),
    model('Montero', [1990, 2006]),
    model('Montero Sport', [1997, 2004]),
    model('Endeavor', [2004, 2011]),
    model('Outlander', [2003]),
    model('Outlander Sport', [2011, 2024]),
    model('Eclipse Cross', [2018]),
    model('Galant', [1990, 2012]),
    model('Lancer', [2002, 2017]),
    model('Mirage', [1990, 2002], [2014, 2024]),
  ]),
  make('Volvo', [
    model('240', [1990, 1993]),
    model('940', [1991, 1995]),
    model('850', [1993, 1997]),
    model('V70', [1998, 2010]),
    model('XC70', [2003, 2016]),
    model('S60', [2001]),
    model('V60', [2015]),
    model('XC40', [2019]),
    model('XC60', [2010]),
    model('XC90', [2003]),
    model('EX30', [2025]),
    model('EX90', [2025]),
  ]),
  make('Infiniti', [
    model('Q45', [1990, 2006]),
    model('G35', [2003, 2008]),
    model('G37', [2008, 2013]),
    model('FX35', [2003, 2012]),
    model('QX56', [2004, 2013]),
    model('QX80', [2014]),
    model('QX60', [2014]),
    model('QX50', [2014]),
    model('Q50', [2014]),
  ]),
  make('Land Rover', [
    model('Range Rover', [1990]),
    model('Range Rover Sport', [2006]),
    model('Range Rover Evoque', [2012]),
    model('Defender', [1993, 1997], [2020]),
    model('Discovery', [1994, 2004], [2017]),
    model('Discovery Sport', [2015]),
    model('LR3', [2005, 2009]),
    model('LR4', [2010, 2016]),
  ]),
  make('Porsche', [
    model('911', [1990]),
    model('Boxster', [1997]),
    model('Cayenne', [2003]),
    model('Panamera', [2010]),
    model('Macan', [2015]),
    model('Taycan', [2020]),
  ]),
  make('Mini', [
    model('Cooper', [2002]),
    model('Clubman', [2008, 2024]),
    model('Countryman', [2011]),
    model('Paceman', [2013, 2016]),
  ]),
  make('Genesis', [
    model('G70', [2019]),
    model('G80', [2017]),
    model('G90', [2017]),
    model('GV60', [2023]),
    model('GV70', [2022]),
    model('GV80', [2021]),
  ]),
  make('Rivian', [model('R1T', [2022]), model('R1S', [2022]), model('R2', [2026])]),
  make('Pontiac', [
    model('Grand Prix', [1990, 2008]),
    model('Grand Am', [1990, 2005]),
    model('Bonneville', [1990, 2005]),
    model('Firebird', [1990, 2002]),
    model('Sunfire', [1995, 2005]),
    model('Trans Sport', [1990, 1998]),
    model('Montana', [1999, 2006]),
    model('Aztek', [2001, 2005]),
    model('Vibe', [2003, 2010]),
    model('G6', [2005, 2010]),
    model('Torrent', [2006, 2009]),
    model('Solstice', [2006, 2009]),
    model('G8', [2008, 2009]),
  ]),
  make('Oldsmobile', [
    model('Cutlass Ciera', [1990, 1996]),
    model('Eighty-Eight', [1990, 1999]),
    model('Silhouette', [1990, 2004]),
    model('Bravada', [1991, 1994], [1996, 2004]),
    model('Aurora', [1995, 1999], [2001, 2003]),
    model('Intrigue', [1998, 2002]),
    model('Alero', [1999, 2004]),
  ]),
  make('Mercury', [
    model('Grand Marquis', [1990, 2011]),
    model('Sable', [1990, 2005], [2008, 2009]),
    model('Cougar', [1990, 1997], [1999, 2002]),
    model('Villager', [1993, 2002]),
    model('Mountaineer', [1997, 2010]),
    model('Monterey', [2004, 2007]),
    model('Montego', [2005, 2007]),
    model('Mariner', [2005, 2011]),
    model('Milan', [2006, 2011]),
  ]),
  make('Saturn', [
    model('SL', [1991, 2002]),
    model('L-Series', [2000, 2005]),
    model('Vue', [2002, 2010]),
    model('Ion', [2003, 2007]),
    model('Relay', [2005, 2007]),
    model('Aura', [2007, 2009]),
    model('Outlook', [2007, 2010]),
    model('Sky', [2007, 2010]),
  ]),
  make('Hummer', [model('H1', [1992, 2006]), model('H2', [2003, 2009]), model('H3', [2006, 2010])]),
  make('Scion', [
    model('xA', [2004, 2006]),
    model('xB', [2004, 2006], [2008, 2015]),
    model('tC', [2005, 2016]),
    model('xD', [2008, 2014]),
    model('FR-S', [2013, 2016]),
    model('iM', [2016, 2016]),
  ]),
  make('Isuzu', [
    model('Pickup', [1990, 1995]),
    model('Hombre', [1996, 2000]),
    model('Trooper', [1990, 2002]),
    model('Amigo', [1990, 1994], [1998, 2000]),
    model('Rodeo', [1991, 2004]),
    model('Axiom', [2002, 2004]),
    model('Ascender', [2003, 2008]),
    model('i-Series', [2006, 2008]),
  ]),
  make('Suzuki', [
    model('Samurai', [1990, 1995]),
    model('Sidekick', [1990, 1998]),
    model('Grand Vitara', [1999, 2013]),
    model('XL-7', [2002, 2009]),
    model('SX4', [2007, 2013]),
    model('Equator', [2009, 2012]),
    model('Kizashi', [2010, 2013]),
  ]),
  make('Plymouth', [
    model('Acclaim', [1990, 1995]),
    model('Sundance', [1990, 1994]),
    model('Laser', [1990, 1994]),
    model('Voyager', [1990, 2000]),
    model('Grand Voyager', [1990, 2000]),
    model('Neon', [1995, 2001]),
    model('Breeze', [1996, 2000]),
    model('Prowler', [1997, 2001]),
  ]),
  make('Saab', [
    model('900', [1990, 1998]),
    model('9000', [1990, 1998]),
    model('9-3', [1999, 2011]),
    model('9-5', [1999, 2011]),
    model('9-7X', [2005, 2009]),
  ]),
];

function soldIn(vehicleModel: VehicleModel, year: number): boolean {
  return vehicleModel.years.some(([from, to = LAST_VEHICLE_YEAR]) => year >= from && year <= to);
}

function byName<T extends { name: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'en', { numeric: true });
}

function findMake(name: string): VehicleMake | undefined {
  const wanted = name.trim().toLowerCase();
  return VEHICLE_MAKES.find((candidate) => candidate.name.toLowerCase() === wanted);
}

/** Every model year, newest first. */
export function years(): number[] {
  const all: number[] = [];
  for (let year = LAST_VEHICLE_YEAR; year >= FIRST_VEHICLE_YEAR; year -= 1) all.push(year);
  return all;
}

/** Makes with at least one model in that year, by name (the picker puts preferred makes first). */
export function makes(year: number): MakeOption[] {
  return VEHICLE_MAKES.filter((candidate) => candidate.models.some((m) => soldIn(m, year)))
    .map(({ name, isPreferred }) => ({ name, isPreferred }))
    .sort(byName);
}

/** Models of a make (matched ignoring case) sold in that year, by name. */
export function models(makeName: string, year: number): ModelOption[] {
  const found = findMake(makeName);
  if (!found) return [];
  return found.models
    .filter((m) => soldIn(m, year))
    .map(({ name }) => ({ name }))
    .sort(byName);
}

/** The picker's recently viewed vehicles keep at most this many, most recent first. */
export const RECENT_VEHICLES_LIMIT = 5;

/** The fake shop's vehicle memory (`state.ymm`): the shopper's recently viewed vehicles. */
export interface YmmState {
  recentVehicles: Vehicle[];
}

/** A first-time visitor: no recent vehicles. */
export function createInitialYmmState(): YmmState {
  return { recentVehicles: [] };
}

/** The vehicle as the shop spells it, if that make sold that model in that year (names ignore case). */
export function findVehicle(year: number, makeName: string, modelName: string): Vehicle | undefined {
  const foundMake = findMake(makeName);
  if (!foundMake) return undefined;
  const wanted = modelName.trim().toLowerCase();
  const foundModel = foundMake.models.find(
    (candidate) => candidate.name.toLowerCase() === wanted && soldIn(candidate, year),
  );
  return foundModel ? { year, make: foundMake.name, model: foundModel.name } : undefined;
}

/** Puts a vehicle at the head of the recent vehicles (once), keeping {@link RECENT_VEHICLES_LIMIT}. */
export function withRecentVehicle(recent: readonly Vehicle[], vehicle: Vehicle): Vehicle[] {
  const same = (other: Vehicle) =>
    other.year === vehicle.year && other.make === vehicle.make && other.model === vehicle.model;
  return [vehicle, ...recent.filter((other) => !same(other))].slice(0, RECENT_VEHICLES_LIMIT);
}
