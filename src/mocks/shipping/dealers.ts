/**
 * Dealer installers who offer local pickup: the shop ships an order to their store and the shopper
 * collects it there. Names end in the shop's internal store code ('Hitch Pros - TX12'), which
 * shoppers never see. `sameDaySkus` are the parts a store keeps on its shelf for same-day pickup.
 */
export interface PickupDealerRecord {
  dealerInstallerId: number;
  name: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  phone: string;
  sameDaySkus: string[];
}

const HITCHES = ['C13130', 'C11442', 'C45036', 'C56146', 'HM11143395', '90195', 'TS32'];

export const PICKUP_DEALERS: readonly PickupDealerRecord[] = [
  {
    dealerInstallerId: 4711,
    name: 'Hitch Pros - TX12',
    address: '2100 S Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    postalCode: '78704',
    phone: '512-555-0148',
    sameDaySkus: HITCHES,
  },
  {
    dealerInstallerId: 4712,
    name: 'Hitch Pros - TX31',
    address: '1401 N Interstate 35',
    city: 'Round Rock',
    state: 'TX',
    postalCode: '78664',
    phone: '512-555-0192',
    sameDaySkus: ['C13130', '90195', 'C56146'],
  },
  {
    dealerInstallerId: 5120,
    name: 'Lone Star Trailer & Hitch - TX07',
    address: '8930 Broadway St',
    city: 'San Antonio',
    state: 'TX',
    postalCode: '78217',
    phone: '210-555-0135',
    sameDaySkus: ['C45036', 'TS32', 'PK12704'],
  },
  {
    dealerInstallerId: 3301,
    name: 'Show-Me Towing - MO03',
    address: '1705 Business Loop 70 W',
    city: 'Columbia',
    state: 'MO',
    postalCode: '65202',
    phone: '573-555-0117',
    sameDaySkus: HITCHES,
  },
  {
    dealerInstallerId: 3318,
    name: 'Gateway Hitch Center - MO11',
    address: '4200 Chippewa St',
    city: 'St. Louis',
    state: 'MO',
    postalCode: '63116',
    phone: '314-555-0160',
    sameDaySkus: ['C13130', '90885'],
  },
  {
    dealerInstallerId: 6040,
    name: 'Rocky Mountain Hitch - CO02',
    address: '5600 N Washington St',
    city: 'Denver',
    state: 'CO',
    postalCode: '80216',
    phone: '303-555-0124',
    sameDaySkus: ['C13130', 'TH9036XT'],
  },
  {
    dealerInstallerId: 7205,
    name: 'Cascade Trailer Supply - WA05',
    address: '6010 4th Ave S',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98108',
    phone: '206-555-0183',
    sameDaySkus: ['90195'],
  },
  {
    dealerInstallerId: 7390,
    name: 'Golden State Hitch - CA14',
    address: '1990 Fulton Ave',
    city: 'Sacramento',
    state: 'CA',
    postalCode: '95825',
    phone: '916-555-0171',
    sameDaySkus: [],
  },
  {
    dealerInstallerId: 2288,
    name: 'Peach State Towing - GA09',
    address: '1275 Howell Mill Rd NW',
    city: 'Atlanta',
    state: 'GA',
    postalCode: '30318',
    phone: '404-555-0109',
    sameDaySkus: ['C13130', 'C56146'],
  },
  {
    dealerInstallerId: 2410,
    name: 'Great Lakes Hitch - MI04',
    address: '7300 Michigan Ave',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48210',
    phone: '313-555-0156',
    sameDaySkus: [],
  },
  {
    dealerInstallerId: 1607,
    name: 'Keystone Trailer Parts - PA06',
    address: '4400 Derry St',
    city: 'Harrisburg',
    state: 'PA',
    postalCode: '17111',
    phone: '717-555-0140',
    sameDaySkus: ['C45036'],
  },
  {
    dealerInstallerId: 1022,
    name: 'Bay Colony Hitch - MA01',
    address: '390 Park Ave',
    city: 'Worcester',
    state: 'MA',
    postalCode: '01610',
    phone: '508-555-0177',
    sameDaySkus: [],
  },
];
