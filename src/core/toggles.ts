import { fetchExperimentBucket, fetchOnOffExperiment } from '../api/experiments';
import { fetchFeatureToggle } from '../api/feature-toggles';

/** Spec feature-toggle keys used by the widgets (storefront §6, staff §9). */
export const FEATURE_TOGGLES = {
  savedProductList: 'saved-product-list',
  chatOnlineSales: 'WebChat_Queue_OnlineSales',
  chatMobile: 'WebChat_Queue_Mobile',
  googlePay: 'PaymentType-GooglePay',
  ymmSearchFilter: 'Web-YMM-DropDown-SearchFilter',
  departmentVehicleSelector: 'DepartmentPageVehicleSelectorBehavior',
  validateHelpfulLinks: 'ValidateHelpfulLinks',
  createQuestionFromComment: 'CreateQuestionFromComment',
  pullInactiveProductContent: 'PullInactiveProductContent',
  // The spec names these three toggles without their keys (storefront §6): the keys are ours.
  analyticsGoogle: 'Web-Analytics-GoogleEvents',
  analyticsTagManager: 'Web-Analytics-TagManagerEvents',
  analyticsPinterest: 'Web-Analytics-PinterestEvents',
} as const;

const toggleLookups = new Map<string, Promise<boolean>>();
const onOffLookups = new Map<string, Promise<boolean>>();
const bucketLookups = new Map<string, Promise<number>>();

function once<T>(cache: Map<string, Promise<T>>, key: string, lookup: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = lookup();
    cache.set(key, pending);
  }
  return pending;
}

/**
 * Whether a feature toggle is on. Each key is fetched at most once per page; a failed or
 * unsuccessful lookup counts as off (spec: "A toggle lookup failure counts as off").
 */
export function isToggleOn(key: string): Promise<boolean> {
  return once(toggleLookups, key, async () => {
    try {
      const result = await fetchFeatureToggle(key);
      if (!result.success) return false;
      return result.featureToggles.some((toggle) => toggle.featureKey === key && toggle.isToggledOn);
    } catch {
      return false;
    }
  });
}

/** An on-off experiment; a failed lookup counts as off. Fetched at most once per page. */
export function isExperimentOn(name: string): Promise<boolean> {
  return once(onOffLookups, name, async () => {
    try {
      return (await fetchOnOffExperiment(name)).isOn;
    } catch {
      return false;
    }
  });
}

/** The visitor's bucket in an experiment; 0 (control) when the lookup fails. Fetched at most once per page. */
export function experimentBucket(name: string): Promise<number> {
  return once(bucketLookups, name, async () => {
    try {
      return (await fetchExperimentBucket(name)).bucket;
    } catch {
      return 0;
    }
  });
}

/** Tests and stories: forget every looked-up toggle and experiment. */
export function resetToggles(): void {
  toggleLookups.clear();
  onOffLookups.clear();
  bucketLookups.clear();
}
