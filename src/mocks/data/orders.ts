/**
 * The fake shop's past orders (storefront §2 "Reorder page", §7 "Orders"): what the reorder page and
 * the invoice page read. A line keeps what was paid then; names, today's prices and stock come from
 * the catalogue when an order is answered, so a product that runs out shows as unavailable at once.
 */
export interface OrderLineRecord {
  webSku: string;
  quantity: number;
  /** The unit price paid. */
  price: number;
}

export interface OrderRecord {
  /** The order lookup inputs (storefront §3): orderid, invoicenumber, zipcode. */
  orderId: string;
  invoiceNumber: string;
  zipCode: string;
  /** The number the shopper knows the order by (web-order calls, the name of a list made from it). */
  orderNumber: string;
  /** What the order cost, with tax and shipping: the reorder page's previous order total. */
  orderTotal: number;
  lines: OrderLineRecord[];
  /** Set: POST order-action-validation refuses every action on this order with this message. */
  actionRefusal: string | null;
}

export interface OrdersState {
  orders: OrderRecord[];
  /** Products no longer sold (a reorder product's `active` is false). */
  inactiveSkus: string[];
  /** The in-stock alternative the shop offers for a product, by sku. */
  alternatives: Record<string, string>;
}

/**
 * Three orders of the sample shopper:
 * - W100245: two products available, two out of stock with an alternative (the Gen-Y ball mount,
 *   the Lippert sewer hose kit), one out of stock without one (the Reese pin lock);
 * - W100312: every product available;
 * - W100377: a discontinued tail light (still in stock) with an alternative, and one available product.
 */
export function createOrdersSeed(): OrdersState {
  return {
    orders: [
      {
        orderId: '100245',
        invoiceNumber: '310245',
        zipCode: '78701',
        orderNumber: 'W100245',
        orderTotal: 770.35,
        lines: [
          { webSku: 'C13130', quantity: 1, price: 219.9 },
          { webSku: 'TS32', quantity: 2, price: 27.42 },
          { webSku: 'GH-523', quantity: 1, price: 329.95 },
          { webSku: 'LS-SC-3', quantity: 1, price: 84.99 },
          { webSku: 'RP7055', quantity: 1, price: 21.96 },
        ],
        actionRefusal: null,
      },
      {
        orderId: '100312',
        invoiceNumber: '310312',
        zipCode: '78701',
        orderNumber: 'W100312',
        orderTotal: 112.29,
        lines: [
          { webSku: 'C45036', quantity: 1, price: 32.84 },
          { webSku: 'PK12704', quantity: 2, price: 16.95 },
          { webSku: 'CAM44505', quantity: 1, price: 36.99 },
        ],
        actionRefusal: null,
      },
      {
        orderId: '100377',
        invoiceNumber: '310377',
        zipCode: '78701',
        orderNumber: 'W100377',
        orderTotal: 147.91,
        lines: [
          { webSku: 'PM-V840', quantity: 2, price: 44.5 },
          { webSku: 'C56146', quantity: 1, price: 44.39 },
        ],
        actionRefusal: null,
      },
    ],
    inactiveSkus: ['PM-V840'],
    alternatives: {
      'GH-523': 'BWTS10048',
      'LS-SC-3': 'CAM39761',
      'PM-V840': 'TLL90RK',
    },
  };
}
