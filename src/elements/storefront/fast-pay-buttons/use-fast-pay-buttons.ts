import { useCallback, useEffect, useRef, useState } from 'react';
import { type FastPayConfig, fetchFastPayConfig } from '../../../api/fastpay';
import { subscribe } from '../../../core/bus';
import { isApiError } from '../../../core/errors';
import { useFeatureToggle } from '../../../core/hooks';
import { FEATURE_TOGGLES } from '../../../core/toggles';
import { loadPaymentAdapter } from './adapters/load';
import type { ApplePayAdapter, GooglePayAdapter, PaymentMethod } from './adapters/types';
import type { FastPayButtonsViewProps } from './fast-pay-buttons';
import { isPayPalFlow, parseMethods } from './fast-pay-rules';
import type { CartForPayment } from './flows/checkout-data';
import type { PaymentOutcome } from './flows/google-pay-flow';
import { logPaymentError } from './flows/payment-errors';
import { navigateTo } from './navigate';

export interface FastPayButtonsProps {
  /** `data-methods`: which buttons the page offers ('applepay googlepay paypal' by default). */
  methods: string;
}

const METHOD_NAMES: Record<PaymentMethod, string> = {
  applePay: 'Apple Pay',
  googlePay: 'Google Pay',
  payPal: 'PayPal',
};

type Flows = typeof import('./flows/index');
const loadFlows = (): Promise<Flows> => import('./flows/index');

type Config =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; config: FastPayConfig; flows: Flows };
type Availability = Partial<Record<PaymentMethod, 'loading' | 'ready' | 'unavailable'>>;

/**
 * Loads the run-time configuration (GET /api/fastpay/config, retried twice) and the cart, then the adapter
 * of each button the page offers (Google Pay only while `PaymentType-GooglePay` is on), each SDK once per
 * page and only when its button is to be shown. A click runs that method's flow under the loading overlay;
 * the overlay goes when the flow ends without leaving the page.
 */
export function useFastPayButtons({
  methods: methodsAttribute,
}: FastPayButtonsProps): FastPayButtonsViewProps {
  const hidden = typeof window !== 'undefined' && isPayPalFlow(window.location.search);
  const { methods, unknown } = parseMethods(methodsAttribute);
  const unknownText = unknown.join(' ');
  const googlePayToggle = useFeatureToggle(FEATURE_TOGGLES.googlePay);
  const [config, setConfig] = useState<Config>({ status: 'loading' });
  const [availability, setAvailability] = useState<Availability>({});
  const [paying, setPaying] = useState<PaymentMethod | null>(null);
  const [failed, setFailed] = useState(false);
  const cart = useRef<CartForPayment | null>(null);
  const adapters = useRef<{ googlePay?: GooglePayAdapter; applePay?: ApplePayAdapter }>({});
  const payingRef = useRef(false);

  useEffect(() => {
    if (unknownText !== '') {
      console.warn(`shop-widgets: <fast-pay-buttons> data-methods: unknown payment method "${unknownText}"`);
    }
  }, [unknownText]);

  const wanted = methods.filter((method) => method !== 'googlePay' || googlePayToggle === true);
  const wantedKey = wanted.join(' ');
  const toggleKnown = !methods.includes('googlePay') || googlePayToggle !== undefined;

  const nothingWanted = wantedKey === '';
  useEffect(() => {
    if (hidden || nothingWanted) return;
    let live = true;
    Promise.all([fetchFastPayConfig(), loadFlows()])
      .then(async ([loaded, flows]) => ({ loaded, flows, loadedCart: await flows.loadCartForPayment() }))
      .then(
        ({ loaded, flows, loadedCart }) => {
          if (!live) return;
          cart.current = loadedCart;
          setConfig({ status: 'ready', config: loaded, flows });
        },
        (error: unknown) => {
          // A failed call is logged by the http layer; a file that could not load is logged here. The
          // page's own checkout stays.
          if (!isApiError(error)) logPaymentError('setup', error);
          if (live) setConfig({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [hidden, nothingWanted]);

  // The cart can change on this page (the side bar): Apple Pay's sheet opens in the click, from what is known.
  // A page's first cart load also announces its count: that one changes nothing and costs no request.
  const flowsReady = config.status === 'ready' ? config.flows : null;
  useEffect(
    () =>
      subscribe('shop:cart-updated', ({ itemCount }) => {
        if (cart.current?.itemCount === itemCount) return;
        flowsReady?.loadCartForPayment().then(
          (loaded) => {
            cart.current = loaded;
          },
          () => {},
        );
      }),
    [flowsReady],
  );

  useEffect(() => {
    if (config.status !== 'ready' || !toggleKnown) return;
    let live = true;
    const settle = (method: PaymentMethod, ready: boolean) => {
      if (live) setAvailability((current) => ({ ...current, [method]: ready ? 'ready' : 'unavailable' }));
    };
    for (const method of wantedKey.split(' ').filter(Boolean) as PaymentMethod[]) {
      setAvailability((current) => (current[method] ? current : { ...current, [method]: 'loading' }));
      const check = async (): Promise<boolean> => {
        if (method === 'googlePay') {
          const adapter = await loadPaymentAdapter('googlePay', config.config);
          adapters.current.googlePay = adapter;
          return adapter.isReadyToPay(config.flows.googlePayReadyRequest(config.config));
        }
        if (method === 'applePay') {
          const adapter = await loadPaymentAdapter('applePay', config.config);
          adapters.current.applePay = adapter;
          return adapter.canMakePayments();
        }
        await loadPaymentAdapter('payPal', config.config);
        return true;
      };
      check().then(
        (ready) => settle(method, ready),
        (error: unknown) => {
          logPaymentError(METHOD_NAMES[method], error);
          settle(method, false);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [config, wantedKey, toggleKnown]);

  const settleOutcome = useCallback((outcome: PaymentOutcome) => {
    if (outcome === 'redirected') return; // The overlay stays while the browser leaves.
    payingRef.current = false;
    setPaying(null);
    if (outcome === 'failed') setFailed(true);
  }, []);

  const start = useCallback((method: PaymentMethod): boolean => {
    if (payingRef.current) return false;
    payingRef.current = true;
    setFailed(false);
    setPaying(method);
    return true;
  }, []);

  const onGooglePay = useCallback(() => {
    const adapter = adapters.current.googlePay;
    if (config.status !== 'ready' || !adapter || !start('googlePay')) return;
    const { flows } = config;
    flows
      .loadCartForPayment()
      .then((loaded) => {
        cart.current = loaded;
        return flows.payWithGooglePay(adapter, config.config, loaded, navigateTo);
      })
      .then(settleOutcome, (error: unknown) => {
        logPaymentError('Google Pay', error);
        settleOutcome('failed');
      });
  }, [config, start, settleOutcome]);

  const onApplePay = useCallback(() => {
    const adapter = adapters.current.applePay;
    const known = cart.current;
    if (config.status !== 'ready' || !adapter || !known || !start('applePay')) return;
    try {
      config.flows.payWithApplePay(adapter, config.config, known, navigateTo).then(settleOutcome);
    } catch (error) {
      logPaymentError('Apple Pay', error);
      settleOutcome('failed');
    }
  }, [config, start, settleOutcome]);

  const payPalContainer = useRef<HTMLElement | null>(null);
  const payPalRendered = useRef<HTMLElement | null>(null);
  const payPalReady = availability.payPal === 'ready';
  const renderPayPal = useCallback(
    (container: HTMLElement | null) => {
      payPalContainer.current = container;
      if (!container || !payPalReady || config.status !== 'ready' || payPalRendered.current === container)
        return;
      payPalRendered.current = container;
      loadPaymentAdapter('payPal', config.config)
        .then((adapter) =>
          adapter.renderButton(container, {
            amount: async () => {
              const loaded = await config.flows.loadCartForPayment();
              cart.current = loaded;
              return loaded.total;
            },
            onApprove: async (payload) => {
              if (!start('payPal')) return;
              settleOutcome(await config.flows.completePayPalApproval(payload, navigateTo));
            },
            onCancel: () => {
              // The shopper closed PayPal's window: not an error (spec §8).
            },
            onError: (error) => {
              if (logPaymentError('PayPal', error)) {
                setFailed(true);
                payingRef.current = false;
                setPaying(null);
              }
            },
          }),
        )
        .catch((error: unknown) => {
          logPaymentError('PayPal', error);
          setAvailability((current) => ({ ...current, payPal: 'unavailable' }));
        });
    },
    [payPalReady, config, start, settleOutcome],
  );

  const shown = (method: PaymentMethod) => wanted.includes(method) && availability[method] === 'ready';
  const loading =
    !hidden &&
    (wanted.length > 0 || !toggleKnown) &&
    (config.status === 'loading' ||
      !toggleKnown ||
      (config.status === 'ready' &&
        wanted.some((method) => !availability[method] || availability[method] === 'loading')));

  return {
    state: hidden ? 'hidden' : config.status === 'failed' ? 'failed' : loading ? 'loading' : 'ready',
    showApplePay: !hidden && shown('applePay'),
    showGooglePay: !hidden && shown('googlePay'),
    showPayPal: !hidden && shown('payPal'),
    paying,
    failed,
    onApplePay,
    onGooglePay,
    payPalRef: renderPayPal,
  };
}
