import { useCallback, useRef, useState } from 'react';
import {
  addOptInProduct,
  addOptInProducts,
  createOptInProduct,
  deleteOptInProduct,
  fetchOptInProducts,
  fetchPickupTimes,
  fetchProductsFromOrders,
  localDateString,
  type OptInProduct,
  type OrderedProduct,
  type PickupTimes,
  SAME_DAY_OPT_IN_BATCH_MAX,
  SAME_DAY_ORDERS_DEFAULT_MONTHS,
  SAME_DAY_STOCK_LABELS,
  type SameDayStockStatus,
  setOptInStockStatus,
} from '../../../../api/dealer-same-day-pickup';
import { isApiError } from '../../../../core/errors';
import { newIdempotencyKey } from '../../../../core/http';
import { type Loaded, useLoad } from './use-load';

export const PART_NUMBER_REQUIRED_TEXT = 'Enter a part number.';

export interface SameDayModel {
  products: Loaded<OptInProduct[]>;
  /** Null while not offered (no dealer inventory). */
  orders: Loaded<OrderedProduct[]> | null;
  months: number;
  setMonths: (months: number) => void;
  pickupTimes: Loaded<PickupTimes['pickupTimes']>;
  pending: readonly string[];
  announcement: string;
  /** The add form's message (what went wrong with the typed part number), '' when none. */
  addError: string;
  /** The add form's part number is on its way (a second submit waits for it). */
  adding: boolean;
  /**
   * The add form: opts the typed part number in with the stock status it starts with (POST to the root with the
   * product body); true when it is offered. A second submit while one is on its way sends nothing.
   */
  add: (typed: string, stockStatus: SameDayStockStatus) => Promise<boolean>;
  /** "Offer" on a row of the products from the orders: POST /opt-in-products/{dealerId}/{websku}, no body. */
  offer: (webSku: string) => Promise<void>;
  /** Offers every product of the orders list not offered yet (POST /opt-in-products/{id} with a body). */
  addAll: () => Promise<void>;
  setStock: (product: OptInProduct, status: SameDayStockStatus) => Promise<void>;
  remove: (product: OptInProduct) => Promise<void>;
}

const never = () => new Promise<never>(() => undefined);

/** Same-day pickup opt-in products of one dealer (staff §7.11). */
export function useSameDay(dealerInstallerId: number, withOrders: boolean): SameDayModel {
  const key = String(dealerInstallerId);
  const products = useLoad((signal) => fetchOptInProducts(dealerInstallerId, signal), [], key);
  const [months, setMonths] = useState<number>(SAME_DAY_ORDERS_DEFAULT_MONTHS);
  const orders = useLoad(
    (signal) => (withOrders ? fetchProductsFromOrders(dealerInstallerId, months, signal) : never()),
    [],
    `${key}/${months}/${withOrders}`,
  );
  const pickupTimes = useLoad(
    () =>
      fetchPickupTimes(dealerInstallerId, { localDateString: localDateString() }, newIdempotencyKey()).then(
        (answer) => answer.pickupTimes,
      ),
    [],
    key,
  );
  const [pending, setPending] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [addError, setAddError] = useState('');
  const setProducts = products.setData;
  const setOrders = orders.setData;

  const track = useCallback(async <T>(webSku: string, work: () => Promise<T>): Promise<T> => {
    setPending((skus) => [...skus, webSku]);
    try {
      return await work();
    } finally {
      setPending((skus) => skus.filter((sku) => sku !== webSku));
    }
  }, []);

  const markOrdered = useCallback(
    (webSku: string, isOptedIn: boolean) =>
      setOrders((rows) => rows.map((row) => (row.webSku === webSku ? { ...row, isOptedIn } : row))),
    [setOrders],
  );

  // Skus whose opt-in is on its way, read synchronously so a double click or submit sends one request.
  const optingIn = useRef(new Set<string>());
  // The add form sends one part number at a time (the ref answers a second submit in the same tick).
  const formBusy = useRef(false);
  const [adding, setAdding] = useState(false);

  /**
   * After a failed opt-in the server may still have stored it (a timeout, a lost answer): the offered products
   * are read again, quietly (the list stays as it is if that fails too).
   */
  const rereadProducts = useCallback(() => {
    fetchOptInProducts(dealerInstallerId).then(setProducts, () => undefined);
  }, [dealerInstallerId, setProducts]);

  /**
   * What the form and the row's "Offer" share: send once per sku, show the answer, or say what went wrong (in the
   * status line unless `failureShownByForm`: the form shows it under its field, and saying it twice helps nobody).
   */
  const optIn = useCallback(
    async (
      webSku: string,
      send: () => Promise<OptInProduct>,
      done: (product: OptInProduct) => string,
      failureShownByForm = false,
    ): Promise<{ ok: true } | { ok: false; message: string } | undefined> => {
      if (optingIn.current.has(webSku)) return undefined;
      optingIn.current.add(webSku);
      try {
        const product = await track(webSku, send);
        setProducts((rows) => [...rows.filter((row) => row.webSku !== product.webSku), product]);
        markOrdered(product.webSku, true);
        setAnnouncement(done(product));
        return { ok: true };
      } catch (error) {
        const unknownPart = isApiError(error) && error.status === 404;
        const message = unknownPart
          ? `We could not find part ${webSku}. Check the part number.`
          : `Could not add ${webSku}. Try again.`;
        if (!unknownPart) rereadProducts();
        setAnnouncement(failureShownByForm ? '' : message);
        return { ok: false, message };
      } finally {
        optingIn.current.delete(webSku);
      }
    },
    [markOrdered, rereadProducts, setProducts, track],
  );

  const offered = products.data;
  const add = useCallback(
    async (typed: string, stockStatus: SameDayStockStatus) => {
      if (formBusy.current) return false;
      const webSku = typed.trim().toUpperCase();
      if (webSku === '') {
        setAddError(PART_NUMBER_REQUIRED_TEXT);
        return false;
      }
      setAddError('');
      const wasOffered = offered.some((row) => row.webSku === webSku);
      formBusy.current = true;
      setAdding(true);
      try {
        const result = await optIn(
          webSku,
          () => createOptInProduct({ dealerInstallerId, webSku, stockStatus }, newIdempotencyKey()),
          (product) => {
            const label = SAME_DAY_STOCK_LABELS[product.stockStatus];
            return wasOffered
              ? `${product.webSku} was already offered for same-day pickup; it is now marked ${label}.`
              : `${product.webSku} is now offered for same-day pickup, marked ${label}.`;
          },
          true,
        );
        if (result && !result.ok) setAddError(result.message);
        return result?.ok === true;
      } finally {
        formBusy.current = false;
        setAdding(false);
      }
    },
    [dealerInstallerId, offered, optIn],
  );

  const offer = useCallback(
    async (webSku: string) => {
      await optIn(
        webSku,
        () => addOptInProduct(dealerInstallerId, webSku, newIdempotencyKey()),
        (product) => `${product.webSku} is now offered for same-day pickup.`,
      );
    },
    [dealerInstallerId, optIn],
  );

  const addAll = useCallback(async () => {
    const webSkus = orders.data.filter((row) => !row.isOptedIn).map((row) => row.webSku);
    if (webSkus.length === 0 || pending.length > 0) return;
    setPending((skus) => [...skus, ...webSkus]);
    let offered = 0;
    try {
      for (let start = 0; start < webSkus.length; start += SAME_DAY_OPT_IN_BATCH_MAX) {
        const batch = webSkus.slice(start, start + SAME_DAY_OPT_IN_BATCH_MAX);
        const added = await addOptInProducts(
          dealerInstallerId,
          { webSkus: batch, stockStatus: 'InStock' },
          newIdempotencyKey(),
        );
        const addedSkus = new Set(added.map((product) => product.webSku));
        setProducts((rows) => [...rows.filter((row) => !addedSkus.has(row.webSku)), ...added]);
        setOrders((rows) =>
          rows.map((row) => (addedSkus.has(row.webSku) ? { ...row, isOptedIn: true } : row)),
        );
        offered += added.length;
      }
      setAnnouncement(
        offered === 1
          ? '1 product from your orders is now offered for same-day pickup.'
          : `${offered} products from your orders are now offered for same-day pickup.`,
      );
    } catch {
      setAnnouncement(
        offered === 0
          ? 'Could not offer the products of your orders. Nothing changed; try again.'
          : `Only ${offered} of ${webSkus.length} products were offered. Try again for the others.`,
      );
    } finally {
      setPending((skus) => skus.filter((sku) => !webSkus.includes(sku)));
    }
  }, [dealerInstallerId, orders.data, pending.length, setOrders, setProducts]);

  const setStock = useCallback(
    async (product: OptInProduct, status: SameDayStockStatus) => {
      const before = product.stockStatus;
      const update = (stockStatus: SameDayStockStatus) =>
        setProducts((rows) =>
          rows.map((row) => (row.webSku === product.webSku ? { ...row, stockStatus } : row)),
        );
      update(status);
      try {
        await track(product.webSku, () =>
          setOptInStockStatus(dealerInstallerId, product.webSku, status, newIdempotencyKey()),
        );
        setAnnouncement(`${product.webSku} is now marked ${SAME_DAY_STOCK_LABELS[status]}.`);
      } catch {
        update(before);
        setAnnouncement(
          `Could not change the stock status of ${product.webSku}. It is still ${SAME_DAY_STOCK_LABELS[before]}.`,
        );
      }
    },
    [dealerInstallerId, setProducts, track],
  );

  const remove = useCallback(
    async (product: OptInProduct) => {
      try {
        await track(product.webSku, () =>
          deleteOptInProduct(dealerInstallerId, product.webSku, newIdempotencyKey()),
        );
        setProducts((rows) => rows.filter((row) => row.webSku !== product.webSku));
        markOrdered(product.webSku, false);
        setAnnouncement(`${product.webSku} was removed from same-day pickup.`);
      } catch {
        setAnnouncement(`Could not remove ${product.webSku}. Try again.`);
      }
    },
    [dealerInstallerId, markOrdered, setProducts, track],
  );

  return {
    products,
    orders: withOrders ? orders : null,
    months,
    setMonths,
    pickupTimes,
    pending,
    announcement,
    addError,
    adding,
    add,
    offer,
    addAll,
    setStock,
    remove,
  };
}
