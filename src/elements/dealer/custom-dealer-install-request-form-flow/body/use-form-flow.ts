import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  type InstallRequestDraft,
  type InstallRequestToInstaller,
  sendInstallRequest,
  sendInstallRequests,
  sendInstallRequestsByPostalCode,
  sendInvoiceInstallRequests,
} from '../../../../api/dealer-install-requests';
import {
  findNearbyInstallers,
  INSTALLER_SEARCH_MILES,
  type InstallerSearch,
  type NearbyInstaller,
} from '../../../../api/dealer-installers';
import { isAbort, isApiError } from '../../../../core/errors';
import { newIdempotencyKey } from '../../../../core/http';
import {
  type FlowStep,
  invoiceIdInUrl,
  pageQueryWithoutStep,
  pushStep,
  replaceStep,
  stepInUrl,
} from '../flow-route';
import { FAILURES } from '../texts';
import {
  contactErrors,
  type FieldErrors,
  type FieldName,
  type FlowFields,
  hasErrors,
  installerErrors,
  POSTAL_CODE_PATTERN,
  phoneDigits,
  vehicleErrors,
} from './validation';

/** The element's attributes as the body gets them. */
export interface FlowBodyProps {
  installerId: number;
  installerName: string;
  step: FlowStep;
  websku: string;
  postalCode: string;
  productGroup: string;
  productGroupImage: string;
  productGroupCategory: string;
  productGroupCategoryImage: string;
  isFitguided: boolean;
  recentRequestIds: number[];
  vehicle: string;
  additionalInfo: string;
}

export interface SearchState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  installers: NearbyInstaller[];
  /** The search the list answers (its ZIP code and miles are what the texts name). */
  searched: InstallerSearch | null;
  error: string;
}

export interface SendState {
  status: 'idle' | 'sending' | 'error';
  error: string;
}

export interface SentRequest {
  ids: number[];
  installerNames: string[];
}

const DEFAULT_MILES = INSTALLER_SEARCH_MILES[0];

function offline(error: unknown): boolean {
  return (
    (typeof navigator !== 'undefined' && navigator.onLine === false) ||
    (isApiError(error) && error.kind === 'network')
  );
}

/** The step shown: the one asked for, or the first one whose earlier answers are missing. */
export function reachableStep(
  wanted: FlowStep,
  facts: { detailsId: number; targets: boolean; vehicleDone: boolean; sent: boolean },
): FlowStep {
  if (wanted === 'done') return facts.sent ? 'done' : reachableStep('contact', facts);
  if (wanted === 'details') return facts.detailsId > 0 ? 'details' : 'installers';
  if (wanted === 'contact' && !facts.vehicleDone) return reachableStep('vehicle', facts);
  if (wanted === 'vehicle' && !facts.targets) return facts.detailsId > 0 ? 'details' : 'installers';
  return wanted;
}

/** The controller of the flow: fields, the step in the URL, the installer search and the send. */
export function useFormFlow(props: FlowBodyProps) {
  const [fields, setFields] = useState<FlowFields>(() => ({
    postalCode: props.postalCode.trim(),
    productGroup: props.productGroup.trim(),
    miles: DEFAULT_MILES,
    mode: 'chosen',
    chosen: props.installerId > 0 ? [props.installerId] : [],
    useGivenVehicle: props.vehicle.trim() !== '',
    year: '',
    make: '',
    model: '',
    job: props.additionalInfo,
    name: '',
    email: '',
    phone: '',
  }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState<ReadonlySet<FlowStep>>(new Set());
  const [detailsId, setDetailsId] = useState(props.installerId);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(
    () =>
      new Map(props.installerId > 0 && props.installerName ? [[props.installerId, props.installerName]] : []),
  );
  const [search, setSearch] = useState<SearchState>({
    status: 'idle',
    installers: [],
    searched: null,
    error: '',
  });
  const [send, setSend] = useState<SendState>({ status: 'idle', error: '' });
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [sentIds, setSentIds] = useState<number[]>([]);
  const [wanted, setWanted] = useState<FlowStep>(() => stepInUrl() ?? props.step);
  const searchAbort = useRef<AbortController | null>(null);
  const sendKey = useRef<{ body: string; key: string } | null>(null);

  const givenVehicle = props.vehicle.trim();
  const nearbyCount = search.status === 'ready' ? search.installers.length : 0;
  const errors = useMemo(
    () => ({
      installers: installerErrors(fields, nearbyCount),
      vehicle: vehicleErrors(fields, givenVehicle),
      contact: contactErrors(fields),
    }),
    [fields, nearbyCount, givenVehicle],
  );
  const targets = fields.mode === 'all' ? nearbyCount > 0 : fields.chosen.length > 0;
  const step = reachableStep(wanted, {
    detailsId,
    targets,
    vehicleDone: !hasErrors(errors.vehicle),
    sent: sent !== null,
  });

  // Back and forward: the URL names the step.
  useEffect(() => {
    const onPopState = () => setWanted(stepInUrl() ?? props.step);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [props.step]);

  // A step that cannot be shown yet is replaced in the URL by the one shown.
  // The step shown is then the one asked for: answers given later do not jump ahead by themselves.
  useEffect(() => {
    if (step !== wanted) setWanted(step);
    if (step !== wanted || stepInUrl() !== null) replaceStep(step);
  }, [step, wanted]);

  const goTo = useCallback((next: FlowStep) => {
    pushStep(next);
    setWanted(next);
  }, []);

  const change = useCallback(<K extends FieldName>(name: K, value: FlowFields[K]) => {
    setFields((current) => {
      const next = { ...current, [name]: value };
      // A new year empties the make and model; a new make the model (the lists depend on them).
      if (name === 'year') Object.assign(next, { make: '', model: '' });
      if (name === 'make') Object.assign(next, { model: '' });
      return next;
    });
  }, []);

  const touch = useCallback((name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const remember = useCallback((installers: { dealerInstallerId: number; name: string }[]) => {
    setNames((current) => {
      const next = new Map(current);
      for (const installer of installers) next.set(installer.dealerInstallerId, installer.name);
      return next;
    });
  }, []);

  const findInstallers = useCallback(
    (over?: Partial<InstallerSearch>) => {
      const query: InstallerSearch = {
        postalCode: (over?.postalCode ?? fields.postalCode).trim(),
        productGroup: (over?.productGroup ?? fields.productGroup).trim(),
        miles: over?.miles ?? fields.miles,
      };
      if (!POSTAL_CODE_PATTERN.test(query.postalCode)) {
        touch('postalCode');
        return;
      }
      searchAbort.current?.abort();
      const controller = new AbortController();
      searchAbort.current = controller;
      setSearch((current) => ({ ...current, status: 'loading', error: '' }));
      findNearbyInstallers(query, Object.fromEntries(pageQueryWithoutStep()), controller.signal).then(
        (installers) => {
          remember(installers);
          setSearch({ status: 'ready', installers, searched: query, error: '' });
          // Installers no longer in reach are no longer chosen (the page's own installer stays).
          setFields((current) => ({
            ...current,
            chosen: current.chosen.filter(
              (id) => id === props.installerId || installers.some((one) => one.dealerInstallerId === id),
            ),
          }));
        },
        (failure: unknown) => {
          if (isAbort(failure)) return;
          setSearch((current) => ({
            ...current,
            status: 'error',
            error: offline(failure) ? FAILURES.searchOffline : FAILURES.search,
          }));
        },
      );
    },
    [fields.postalCode, fields.productGroup, fields.miles, props.installerId, remember, touch],
  );

  // A ZIP code from the page searches at once (on the installers step).
  const searchedAtStart = useRef(false);
  useEffect(() => {
    if (searchedAtStart.current || step !== 'installers') return;
    searchedAtStart.current = true;
    if (POSTAL_CODE_PATTERN.test(fields.postalCode)) findInstallers();
  }, [step, fields.postalCode, findInstallers]);
  useEffect(() => () => searchAbort.current?.abort(), []);

  const toggleInstaller = useCallback((id: number, on: boolean) => {
    setFields((current) => ({
      ...current,
      chosen: on ? [...new Set([...current.chosen, id])] : current.chosen.filter((one) => one !== id),
    }));
  }, []);

  const showDetails = useCallback(
    (id: number) => {
      setDetailsId(id);
      goTo('details');
    },
    [goTo],
  );

  /** Continue from a step: shows its errors, or moves on. */
  const next = useCallback(
    (from: 'installers' | 'vehicle' | 'contact') => {
      setAttempted((current) => new Set(current).add(from));
      if (hasErrors(errors[from])) return false;
      if (from === 'installers') goTo('vehicle');
      if (from === 'vehicle') goTo('contact');
      return true;
    },
    [errors, goTo],
  );

  const requestFrom = useCallback(
    (id: number) => {
      setFields((current) => ({ ...current, mode: 'chosen', chosen: [...new Set([...current.chosen, id])] }));
      goTo('vehicle');
    },
    [goTo],
  );

  const draft = useMemo((): InstallRequestDraft => {
    const chosenVehicle = fields.useGivenVehicle && givenVehicle !== '';
    return {
      customerName: fields.name.trim(),
      customerEmail: fields.email.trim(),
      customerPhone: phoneDigits(fields.phone) || null,
      postalCode: fields.postalCode.trim(),
      productGroup: fields.productGroup.trim(),
      productGroupCategory: props.productGroupCategory || null,
      webSku: props.websku || null,
      vehicle: chosenVehicle ? givenVehicle : `${fields.year} ${fields.make} ${fields.model}`,
      year: chosenVehicle ? null : Number(fields.year) || null,
      make: chosenVehicle ? null : fields.make || null,
      model: chosenVehicle ? null : fields.model || null,
      isFitGuided: props.isFitguided,
      additionalInfo: fields.job.trim() || null,
    };
  }, [fields, givenVehicle, props.productGroupCategory, props.websku, props.isFitguided]);

  const submit = useCallback(async () => {
    setAttempted((current) => new Set(current).add('contact'));
    if (send.status === 'sending' || hasErrors(errors.contact)) return;
    const invoiceId = invoiceIdInUrl();
    const body = JSON.stringify({
      draft,
      mode: fields.mode,
      chosen: fields.chosen,
      miles: fields.miles,
      invoiceId,
    });
    // One key per request the shopper means: a retry of the same one is answered once by the server.
    if (sendKey.current?.body !== body) sendKey.current = { body, key: newIdempotencyKey() };
    const key = sendKey.current.key;
    const toEach = fields.chosen.map(
      (id): InstallRequestToInstaller => ({ ...draft, dealerInstallerId: id }),
    );
    setSend({ status: 'sending', error: '' });
    try {
      const answer =
        fields.mode === 'all'
          ? await sendInstallRequestsByPostalCode(draft, fields.miles, key)
          : invoiceId !== null
            ? await sendInvoiceInstallRequests(invoiceId, toEach, key)
            : toEach.length === 1 && toEach[0]
              ? await sendInstallRequest(toEach[0], key)
              : await sendInstallRequests(toEach, key);
      const reached =
        fields.mode === 'all'
          ? search.installers.map((one) => one.name)
          : fields.chosen.map((id) => names.get(id) ?? `#${id}`);
      sendKey.current = null;
      setSent({ ids: answer.dealerInstallRequestIds, installerNames: reached });
      setSentIds((current) => [...current, ...answer.dealerInstallRequestIds]);
      setSend({ status: 'idle', error: '' });
      goTo('done');
    } catch (failure) {
      setSend({ status: 'error', error: offline(failure) ? FAILURES.sendOffline : FAILURES.send });
    }
  }, [
    send.status,
    errors.contact,
    draft,
    fields.mode,
    fields.chosen,
    fields.miles,
    search.installers,
    names,
    goTo,
  ]);

  const startOver = useCallback(() => {
    setSent(null);
    setAttempted(new Set());
    setTouched(new Set());
    setFields((current) => ({
      ...current,
      job: '',
      chosen: props.installerId > 0 ? [props.installerId] : [],
    }));
    goTo(props.installerId > 0 ? 'details' : 'installers');
  }, [goTo, props.installerId]);

  /** The error of a field, once it was left or its step was tried. */
  const errorOf = (stepName: 'installers' | 'vehicle' | 'contact', field: FieldName | 'installers') => {
    const message = (errors[stepName] as FieldErrors)[field];
    return message && (touched.has(field) || attempted.has(stepName)) ? message : undefined;
  };

  return {
    props,
    step,
    fields,
    change,
    touch,
    errorOf,
    attempted,
    errors,
    search,
    findInstallers,
    toggleInstaller,
    detailsId,
    showDetails,
    requestFrom,
    remember,
    names,
    next,
    goTo,
    send,
    submit,
    sent,
    recentIds: [...new Set([...props.recentRequestIds, ...sentIds])],
    startOver,
    draft,
  };
}

export type FormFlow = ReturnType<typeof useFormFlow>;
