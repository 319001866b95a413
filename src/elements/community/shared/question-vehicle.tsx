import { type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadVehicleMakes, loadVehicleModels, loadVehicleYears } from '../../../api/question-moderation';

/**
 * The vehicle of a question (staff §2.4, §4.5) on the question-moderation vehicle calls, shared by the
 * question answer form and the question and answer edit forms: a year enables make, a make enables
 * model, and changing one clears the lower ones. The starting vehicle (from the page's attributes) is
 * kept even before its lists arrive, so nothing the page gave is lost when a list fails to load.
 */
export interface QuestionVehicle {
  year: number;
  make: string;
  model: string;
}

export const EMPTY_VEHICLE: QuestionVehicle = { year: 0, make: '', model: '' };

/** Staff §5: the vehicle messages, word for word. */
export const VEHICLE_MESSAGES = {
  yearRequired: '* please select a year',
  makeRequired: '* please select a make',
  modelRequired: '* please select a model',
  /** Ours: a list that could not be loaded. */
  listFailed: (what: 'years' | 'makes' | 'models') => `The ${what} could not be loaded.`,
  retry: 'Try again',
} as const;

export interface VehicleErrors {
  year?: string;
  make?: string;
  model?: string;
}

export function vehicleErrors(vehicle: QuestionVehicle): VehicleErrors {
  const errors: VehicleErrors = {};
  if (!(vehicle.year > 0)) errors.year = VEHICLE_MESSAGES.yearRequired;
  if (vehicle.make.trim() === '') errors.make = VEHICLE_MESSAGES.makeRequired;
  if (vehicle.model.trim() === '') errors.model = VEHICLE_MESSAGES.modelRequired;
  return errors;
}

/** §3.15: the vehicle fields of a question update, only with a positive year and a make and model. */
export function vehicleUpdateFields(vehicle: QuestionVehicle): {
  yearFrom?: number;
  make?: string;
  model?: string;
} {
  return vehicle.year > 0 && vehicle.make.trim() !== '' && vehicle.model.trim() !== ''
    ? { yearFrom: vehicle.year, make: vehicle.make, model: vehicle.model }
    : {};
}

/** §2.4: the vehicle page, /vehicle/{year}/{make}/{model}; null until all three are chosen. */
export function vehiclePageHref(vehicle: QuestionVehicle): string | null {
  if (Object.keys(vehicleUpdateFields(vehicle)).length === 0) return null;
  const part = (value: string | number) => encodeURIComponent(String(value));
  return `/vehicle/${part(vehicle.year)}/${part(vehicle.make)}/${part(vehicle.model)}`;
}

type ListState<T> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; options: T[] };

/** Keeps the chosen value in the list, so a vehicle the page gave shows even if the shop lacks it. */
function withValue<T>(options: readonly T[], value: T, empty: T): T[] {
  return value === empty || options.includes(value) ? [...options] : [value, ...options];
}

export interface QuestionVehicleControl {
  vehicle: QuestionVehicle;
  years: ListState<number>;
  makes: ListState<string>;
  models: ListState<string>;
  setYear: (year: number) => void;
  setMake: (make: string) => void;
  setModel: (model: string) => void;
  /** Resets to a vehicle (the form's Close). */
  reset: (vehicle: QuestionVehicle) => void;
  retry: () => void;
}

/** The three steps and their lists, loaded while `enabled` (the form is open). */
export function useQuestionVehicle(initial: QuestionVehicle, enabled: boolean): QuestionVehicleControl {
  const [vehicle, setVehicle] = useState<QuestionVehicle>(initial);
  const [years, setYears] = useState<ListState<number>>({ status: 'idle' });
  const [makes, setMakes] = useState<ListState<string>>({ status: 'idle' });
  const [models, setModels] = useState<ListState<string>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    void attempt;
    const controller = new AbortController();
    setYears({ status: 'loading' });
    loadVehicleYears(controller.signal).then(
      (options) => setYears({ status: 'ready', options }),
      () => !controller.signal.aborted && setYears({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [enabled, attempt]);

  useEffect(() => {
    if (!enabled || !(vehicle.year > 0)) {
      setMakes({ status: 'idle' });
      return;
    }
    void attempt;
    const controller = new AbortController();
    setMakes({ status: 'loading' });
    loadVehicleMakes(vehicle.year, controller.signal).then(
      (options) => setMakes({ status: 'ready', options }),
      () => !controller.signal.aborted && setMakes({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [enabled, vehicle.year, attempt]);

  useEffect(() => {
    if (!enabled || !(vehicle.year > 0) || vehicle.make === '') {
      setModels({ status: 'idle' });
      return;
    }
    void attempt;
    const controller = new AbortController();
    setModels({ status: 'loading' });
    loadVehicleModels(vehicle.year, vehicle.make, controller.signal).then(
      (options) => setModels({ status: 'ready', options }),
      () => !controller.signal.aborted && setModels({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [enabled, vehicle.year, vehicle.make, attempt]);

  return {
    vehicle,
    years,
    makes,
    models,
    // §4.5: a change clears the lower steps.
    setYear: useCallback((year: number) => setVehicle({ year, make: '', model: '' }), []),
    setMake: useCallback((make: string) => setVehicle((current) => ({ ...current, make, model: '' })), []),
    setModel: useCallback((model: string) => setVehicle((current) => ({ ...current, model })), []),
    reset: useCallback((next: QuestionVehicle) => setVehicle(next), []),
    retry: useCallback(() => setAttempt((value) => value + 1), []),
  };
}

interface StepProps<T extends string | number> {
  label: string;
  value: T;
  empty: T;
  list: ListState<T>;
  enabled: boolean;
  error?: string;
  onChange: (value: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
}

function VehicleStep<T extends string | number>({
  label,
  value,
  empty,
  list,
  enabled,
  error,
  onChange,
  selectRef,
}: StepProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const options = withValue(list.status === 'ready' ? list.options : [], value, empty);
  return (
    <div className="shop-field">
      <label className="shop-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="shop-field__input"
        value={String(value === empty ? '' : value)}
        disabled={!enabled}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={list.status === 'loading' || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{list.status === 'loading' ? 'Loading…' : `Select ${label.toLowerCase()}`}</option>
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {option}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="shop-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface QuestionVehicleFieldsProps {
  control: QuestionVehicleControl;
  errors: VehicleErrors;
  /** A field was changed by the user (the form shows its errors once touched). */
  onTouched?: (field: 'year' | 'make' | 'model') => void;
  yearRef?: Ref<HTMLSelectElement>;
  makeRef?: Ref<HTMLSelectElement>;
  modelRef?: Ref<HTMLSelectElement>;
  legend?: string;
}

/** The Year, Make and Model selects with their errors, a failed list's note and retry. */
export function QuestionVehicleFields({
  control,
  errors,
  onTouched,
  yearRef,
  makeRef,
  modelRef,
  legend = 'Vehicle',
}: QuestionVehicleFieldsProps) {
  const { vehicle, years, makes, models } = control;
  const failed = [
    years.status === 'failed' ? 'years' : null,
    makes.status === 'failed' ? 'makes' : null,
    models.status === 'failed' ? 'models' : null,
  ].filter((what): what is 'years' | 'makes' | 'models' => what !== null);
  const touched = useRef(onTouched);
  touched.current = onTouched;
  return (
    <fieldset className="shop-vehicle-steps" part="vehicle">
      <legend className="shop-vehicle-steps__legend">{legend}</legend>
      <div className="shop-vehicle-steps__row">
        <VehicleStep
          label="Year"
          value={vehicle.year}
          empty={0}
          list={years}
          enabled
          error={errors.year}
          selectRef={yearRef}
          onChange={(value) => {
            control.setYear(value === '' ? 0 : Number(value));
            touched.current?.('year');
          }}
        />
        <VehicleStep
          label="Make"
          value={vehicle.make}
          empty=""
          list={makes}
          enabled={vehicle.year > 0}
          error={errors.make}
          selectRef={makeRef}
          onChange={(value) => {
            control.setMake(value);
            touched.current?.('make');
          }}
        />
        <VehicleStep
          label="Model"
          value={vehicle.model}
          empty=""
          list={models}
          enabled={vehicle.make !== ''}
          error={errors.model}
          selectRef={modelRef}
          onChange={(value) => {
            control.setModel(value);
            touched.current?.('model');
          }}
        />
      </div>
      {failed.length > 0 && (
        <div className="shop-message shop-message--error shop-vehicle-steps__failed" role="alert">
          {failed.map((what) => VEHICLE_MESSAGES.listFailed(what)).join(' ')}{' '}
          <button type="button" className="shop-button shop-button--link" onClick={control.retry}>
            {VEHICLE_MESSAGES.retry}
          </button>
        </div>
      )}
    </fieldset>
  );
}

export const questionVehicleStyles = `
.shop-vehicle-steps { margin: 0; padding: var(--shop-space-3, 0.75rem); border: 1px solid var(--shop-color-border-subtle, #d0d4d9); border-radius: var(--shop-radius-1, 4px); min-width: 0; display: grid; gap: var(--shop-space-2, 0.5rem); }
.shop-vehicle-steps__legend { padding: 0 var(--shop-space-1, 0.25rem); font-weight: 600; }
.shop-vehicle-steps__row { display: grid; gap: var(--shop-space-3, 0.75rem); grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); }
`;
