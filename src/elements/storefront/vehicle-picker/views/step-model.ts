import type { MakeOption, ModelOption, Vehicle } from '../../../../api/ymm';
import type { VehicleLoadStatus } from '../../../../stores/vehicle';
import type { YearGroup } from '../year-groups';

/**
 * The picker's texts, step types and their wording: what the closed picker and its controller need
 * without the overlay's code (which loads when the picker is about to open).
 */

/** Spec texts (storefront §2 "Vehicle picker"). */
export const PICKER_TEXT = {
  yearHeading: 'Select Vehicle Year',
  makeHeading: 'Select Make',
  modelHeading: 'Select Model',
  vehiclesHeading: 'Recently Viewed Vehicles',
  loadingYears: 'Loading Year Options...',
  loadingMakes: 'Loading Make Options...',
  loadingModels: 'Loading Model Options...',
  loadingVehicles: 'Loading Recent Vehicles...',
  seeMore: 'See More',
  seeLess: 'See Less',
  moreOptionsBelow: 'More Options Below',
  editYear: 'Edit Year',
  editMake: 'Edit Make',
  newVehicle: 'New Vehicle',
  go: 'Go',
  tryAgain: 'Try Again',
} as const;

export interface StepCommon {
  status: VehicleLoadStatus;
  onRetry: () => void;
  /** Whether a list that appears may take focus (the shopper has not moved on); set by the overlay. */
  takeFocus?: () => boolean;
}

export interface YearsStepProps extends StepCommon {
  step: 'years';
  groups: YearGroup[];
  selectedYear: number | null;
  onPick: (year: number) => void;
}

export interface MakesStepProps extends StepCommon {
  step: 'makes';
  year: number;
  preferred: MakeOption[];
  others: MakeOption[];
  showMore: boolean;
  onToggleMore: () => void;
  selectedMake: string | null;
  onPick: (make: string) => void;
  onEditYear: () => void;
}

export interface ModelsStepProps extends StepCommon {
  step: 'models';
  year: number;
  make: string;
  models: ModelOption[];
  selectedModel: string | null;
  onPick: (model: string) => void;
  onEditYear: () => void;
  onEditMake: () => void;
}

export interface VehiclesStepProps extends StepCommon {
  step: 'vehicles';
  vehicles: Vehicle[];
  onPick: (vehicle: Vehicle) => void;
  onNewVehicle: () => void;
}

export type StepProps = YearsStepProps | MakesStepProps | ModelsStepProps | VehiclesStepProps;

export function stepHeading(step: StepProps['step']): string {
  switch (step) {
    case 'years':
      return PICKER_TEXT.yearHeading;
    case 'makes':
      return PICKER_TEXT.makeHeading;
    case 'models':
      return PICKER_TEXT.modelHeading;
    default:
      return PICKER_TEXT.vehiclesHeading;
  }
}

export const LOADING_TEXT: Record<StepProps['step'], string> = {
  years: PICKER_TEXT.loadingYears,
  makes: PICKER_TEXT.loadingMakes,
  models: PICKER_TEXT.loadingModels,
  vehicles: PICKER_TEXT.loadingVehicles,
};

/** What the shopper reads when a list could not be loaded (the spec gives no text). */
export function failureText(step: StepProps['step']): string {
  const what = { years: 'years', makes: 'makes', models: 'models', vehicles: 'recent vehicles' }[step];
  return `Sorry, we could not load the ${what}. Please try again.`;
}
