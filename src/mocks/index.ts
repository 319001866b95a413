/**
 * `shop-widgets/mocks`: the fake shop, for tests, Storybook and demo pages of host applications.
 *
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { handlers, resetFakeShop, setRole } from 'shop-widgets/mocks';
 * const server = setupServer(...handlers);
 * ```
 */

export {
  CART_DISPLAY_DEFAULTS,
  type CartDisplaySettings,
  cartDetails,
  FREE_SHIPPING_MINIMUM,
} from './cart-details';
export {
  clearFaults,
  clearRecordedRequests,
  type FakeShopSeed,
  type FakeShopSnapshot,
  type FaultOptions,
  fakeShopSnapshot,
  getRole,
  injectFault,
  type RequestFilter,
  recordedRequests,
  resetFakeShop,
  seedFakeShop,
  setExperimentBucket,
  setFeatureToggle,
  setOnOffExperiment,
  setRole,
} from './controls';
export { productImageSvg } from './data/product-images';
export {
  BROWSABLE_PRODUCTS,
  type BrowsableCategory,
  findProduct,
  PRODUCT_CATEGORIES,
  PRODUCTS,
  type Product,
  type ProductAttribute,
  type ProductAttributeType,
  type ProductCategory,
  type ProductLineAttribute,
  productImagePath,
  SERVICE_PRODUCTS,
  SERVICE_SKUS,
} from './data/products';
export {
  createInitialYmmState,
  FIRST_VEHICLE_YEAR,
  findVehicle,
  LAST_VEHICLE_YEAR,
  type MakeOption,
  type ModelOption,
  makes,
  models,
  RECENT_VEHICLES_LIMIT,
  VEHICLE_MAKES,
  type Vehicle,
  type VehicleMake,
  type VehicleModel,
  withRecentVehicle,
  type YearRange,
  type YmmState,
  years,
} from './data/vehicles';
export { handlers } from './handlers';
export { addInstallRequest } from './handlers/install-requests';
export {
  clearMediaChunkFaults,
  failMediaChunk,
  type MediaChunkFaultOptions,
  storedMediaBytes,
  storedMediaFiles,
} from './media/controls';
export { samplePhotoPng } from './media/png';
export {
  BUSY_DEALER,
  type CartLine,
  type CartState,
  createInitialState,
  DEFAULT_FEATURE_TOGGLES,
  type ExperimentsState,
  FAKE_SHOP_ROLES,
  type FakeShopRole,
  type FakeShopState,
  type Fault,
  type InstallerDetails,
  type RecordedRequest,
  SAMPLE_DEALER,
  type Session,
  type StaffMember,
} from './state';
