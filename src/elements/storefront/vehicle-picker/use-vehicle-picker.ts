import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Vehicle } from '../../../api/ymm';
import { type Emit, useWidgetHost } from '../../../core/define-widget';
import {
  loadMakes,
  loadModels,
  loadRecentVehicles,
  loadYears,
  modelsKey,
  type VehicleLoadable,
  vehicleLabel,
  vehicleStore,
} from '../../../stores/vehicle';
import { LAZY_PART_FAILED_TEXT } from '../../../ui/shared/lazy-part';
import { loadGoToVehicle, prefetchGoToVehicle } from './go-to-vehicle-on-intent';
import { useYmmRoute } from './use-ymm-route';
import type { VehiclePickerViewProps } from './vehicle-picker';
import type { ChosenVehicle, VehiclePageKindSetting } from './vehicle-route';
import { failureText, PICKER_TEXT, type StepProps } from './views/step-model';
import { groupYearsByDecade } from './year-groups';
import { type YmmRoute, type YmmStep, ymmHash } from './ymm-hash';

export interface VehiclePickerProps {
  elementId: string;
  heading: string;
  pageKind: VehiclePageKindSetting;
  productBaseUrl: string;
  categoryCode: string;
  hitchCategory: string;
  year: number;
  make: string;
  model: string;
  emit: Emit<'shop:vehicle-selected'>;
}

const EMPTY: ChosenVehicle = { year: null, make: null, model: null };

/** The page's vehicle from the attributes, read in order (a make only with a year...). */
function initialChoice(year: number, make: string, model: string): ChosenVehicle {
  if (!(year > 0)) return EMPTY;
  const makeName = make.trim() || null;
  return { year, make: makeName, model: makeName ? model.trim() || null : null };
}

function isComplete(choice: ChosenVehicle): choice is Vehicle {
  return choice.year !== null && choice.make !== null && choice.model !== null;
}

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

let fallbackIds = 0;

/**
 * The element id in the picker's hash routes: the data-element-id attribute, else the element's
 * own id, else `vehicle-picker-{n}` by its place among the page's pickers (stable from one load of
 * the same page to the next).
 */
function useElementId(attribute: string): string {
  const { host } = useWidgetHost();
  const [generated] = useState(() => {
    if (host.id) return host.id;
    const index = Array.from(document.querySelectorAll(host.localName)).indexOf(host);
    if (index >= 0) return `${host.localName}-${index + 1}`;
    fallbackIds += 1;
    return `${host.localName}-x${fallbackIds}`;
  });
  return attribute.trim() || generated;
}

function statusOf<T>(loadable: VehicleLoadable<T> | undefined) {
  return loadable?.status === 'ready' || loadable?.status === 'error' ? loadable.status : 'loading';
}

export function useVehiclePicker(props: VehiclePickerProps): VehiclePickerViewProps {
  const { emit } = props;
  const elementId = useElementId(props.elementId);
  const { route, open, canGoBack, back, close } = useYmmRoute(elementId);
  const [choice, setChoice] = useState<ChosenVehicle>(() =>
    initialChoice(props.year, props.make, props.model),
  );
  const [showMore, setShowMore] = useState(false);
  const [toggleNote, setToggleNote] = useState<string | null>(null);
  const [busyLabel, setBusyLabel] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    setChoice(initialChoice(props.year, props.make, props.model));
  }, [props.year, props.make, props.model]);

  // The route is the truth for year and make while the overlay is open (back, forward, deep links).
  useEffect(() => {
    setShowMore(false);
    setToggleNote(null);
    if (route?.step === 'makes') {
      setChoice((current) =>
        current.year === route.year ? current : { year: route.year, make: null, model: null },
      );
    } else if (route?.step === 'models') {
      setChoice((current) =>
        current.year === route.year && sameName(current.make, route.make)
          ? current
          : { year: route.year, make: route.make, model: null },
      );
    }
  }, [route]);

  useEffect(() => {
    void loadRecentVehicles();
  }, []);

  // An overlay opened without intent first (a deep link): what a pick does next loads while it is open.
  useEffect(() => {
    if (route) prefetchGoToVehicle();
  }, [route]);

  useEffect(() => {
    if (route?.step === 'years') void loadYears();
    else if (route?.step === 'makes') void loadMakes(route.year);
    else if (route?.step === 'models') void loadModels(route.make, route.year);
    else if (route?.step === 'vehicles') void loadRecentVehicles();
  }, [route]);

  // Back to a page left for a picked vehicle (back-forward cache): the picker is usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setBusyLabel(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const years = useStore(vehicleStore, (state) => state.years);
  const recent = useStore(vehicleStore, (state) => state.recentVehicles);
  const makes = useStore(vehicleStore, (state) =>
    route?.step === 'makes' ? state.makes[String(route.year)] : undefined,
  );
  const models = useStore(vehicleStore, (state) =>
    route?.step === 'models' ? state.models[modelsKey(route.make, route.year)] : undefined,
  );

  const facts = {
    pageKind: props.pageKind,
    productBaseUrl: props.productBaseUrl,
    categoryCode: props.categoryCode,
    hitchCategory: props.hitchCategory,
  };

  /** What a pick does next (loaded by now after the picker's intent); says so when it cannot load. */
  const loadNext = async () => {
    try {
      return await loadGoToVehicle();
    } catch {
      busy.current = false;
      setBusyLabel(null);
      setMessage(LAZY_PART_FAILED_TEXT);
      return null;
    }
  };

  /** A whole vehicle was picked: close, confirm it with the shop, tell the page, and go. */
  const choose = async (vehicle: Vehicle) => {
    if (busy.current) return;
    busy.current = true;
    setChoice(vehicle);
    setMessage(null);
    setBusyLabel(`Loading parts for ${vehicleLabel(vehicle)}`);
    const loading = loadNext();
    await close();
    const next = await loading;
    if (!next) return;
    const confirmed = await next.confirmVehicle(vehicle);
    if (confirmed === 'invalid') {
      busy.current = false;
      setBusyLabel(null);
      setMessage(`We could not find the ${vehicleLabel(vehicle)}. Please choose your vehicle again.`);
      return;
    }
    const picked = confirmed ?? vehicle;
    emit('shop:vehicle-selected', { year: picked.year, make: picked.make, model: picked.model });
    await next.goToVehicle(picked, facts);
  };

  const onGo = () => {
    if (busy.current) return;
    if (isComplete(choice)) {
      void choose(choice);
      return;
    }
    busy.current = true;
    setMessage(null);
    setBusyLabel('Loading');
    void loadNext().then((next) => next?.goToVehicle(choice, facts));
  };

  const onOpen = (step: YmmStep) => {
    if (busy.current) return;
    const { year, make } = choice;
    if (step === 'makes' && year !== null) open({ step: 'makes', year });
    else if (step === 'models' && year !== null && make !== null) open({ step: 'models', make, year });
    else if (step === 'vehicles') open({ step: 'vehicles' });
    else if (step === 'years') open({ step: 'years' });
  };

  const stepProps = route ? stepPropsFor(route) : null;

  function stepPropsFor(current: YmmRoute): StepProps {
    switch (current.step) {
      case 'years':
        return {
          step: 'years',
          status: statusOf(years),
          onRetry: () => void loadYears(),
          groups: groupYearsByDecade(years.data ?? []),
          selectedYear: choice.year,
          onPick: (year) => {
            setChoice({ year, make: null, model: null });
            open({ step: 'makes', year });
          },
        };
      case 'makes': {
        const all = makes?.data ?? [];
        return {
          step: 'makes',
          status: statusOf(makes),
          onRetry: () => void loadMakes(current.year),
          year: current.year,
          preferred: all.filter((make) => make.isPreferred),
          others: all.filter((make) => !make.isPreferred),
          showMore,
          onToggleMore: () => {
            setShowMore((shown) => !shown);
            setToggleNote(showMore ? 'Showing the popular makes only' : PICKER_TEXT.moreOptionsBelow);
          },
          selectedMake: choice.make,
          onPick: (make) => {
            setChoice({ year: current.year, make, model: null });
            open({ step: 'models', make, year: current.year });
          },
          onEditYear: () => open({ step: 'years' }),
        };
      }
      case 'models':
        return {
          step: 'models',
          status: statusOf(models),
          onRetry: () => void loadModels(current.make, current.year),
          year: current.year,
          make: current.make,
          models: models?.data ?? [],
          selectedModel: choice.model,
          onPick: (model) => void choose({ year: current.year, make: current.make, model }),
          onEditYear: () => open({ step: 'years' }),
          onEditMake: () => open({ step: 'makes', year: current.year }),
        };
      default:
        return {
          step: 'vehicles',
          status: statusOf(recent),
          onRetry: () => void loadRecentVehicles(),
          vehicles: recent.data ?? [],
          onPick: (vehicle) => void choose(vehicle),
          onNewVehicle: () => open({ step: 'years' }),
        };
    }
  }

  return {
    heading: props.heading,
    year: choice.year,
    make: choice.make,
    model: choice.model,
    recentCount: recent.status === 'ready' ? (recent.data?.length ?? 0) : 0,
    busy: busyLabel !== null,
    busyLabel: busyLabel ?? '',
    message,
    onOpen,
    onGo,
    overlay:
      route && stepProps
        ? {
            stepProps,
            stepKey: ymmHash(elementId, route),
            announcement: toggleNote ?? announcementFor(stepProps),
            canGoBack,
            onBack: back,
            onClose: () => void close(),
          }
        : null,
  };
}

/** What the overlay's live region says for a step: loading, how many options, or the failure. */
export function announcementFor(step: StepProps): string {
  if (step.status === 'error') return failureText(step.step);
  if (step.status !== 'ready') {
    return {
      years: PICKER_TEXT.loadingYears,
      makes: PICKER_TEXT.loadingMakes,
      models: PICKER_TEXT.loadingModels,
      vehicles: PICKER_TEXT.loadingVehicles,
    }[step.step];
  }
  switch (step.step) {
    case 'years':
      return `${plural(
        step.groups.reduce((sum, group) => sum + group.years.length, 0),
        'year',
        'years',
      )}, newest first`;
    case 'makes':
      return step.preferred.length > 0 && step.others.length > 0
        ? `${plural(step.preferred.length, 'popular make', 'popular makes')}; ${PICKER_TEXT.seeMore} shows ${step.others.length} more`
        : plural(step.preferred.length + step.others.length, 'make', 'makes');
    case 'models':
      return plural(step.models.length, 'model', 'models');
    default:
      return plural(step.vehicles.length, 'recent vehicle', 'recent vehicles');
  }
}
