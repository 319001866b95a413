import { createChunkGrouping, type ModuleGraphNode } from '../../../scripts/cdn-build/chunk-groups';
import { WIDGET_FAMILIES } from '../../../scripts/cdn-build/widget-families';
import { widgetDefinitions } from '../../../src/elements/index';
import { widgetLoaders } from '../../../src/elements/loaders';

const ROOT = '/repo';
const entry = `${ROOT}/src/cdn/shop-widgets.ts`;
const loaders = `${ROOT}/src/elements/loaders.ts`;
const earlyCommands = `${ROOT}/src/core/early-commands.ts`;
const defineWidget = `${ROOT}/src/core/define-widget.tsx`;
const reactDom = `${ROOT}/node_modules/react-dom/cjs/react-dom-client.production.js`;
const commonjsHelpers = '\0commonjsHelpers.js';
const cartLink = `${ROOT}/src/elements/storefront/cart-link/cart-link.element.ts`;
const cartSidebar = `${ROOT}/src/elements/storefront/cart-sidebar/cart-sidebar.element.ts`;
const sidebarContents = `${ROOT}/src/elements/storefront/cart-sidebar/views/sidebar-contents.tsx`;
const sidebarLine = `${ROOT}/src/elements/storefront/cart/cart-line.tsx`;
const vehiclePicker = `${ROOT}/src/elements/storefront/vehicle-picker/vehicle-picker.element.ts`;
const pickupElement = `${ROOT}/src/elements/storefront/local-pickup/local-pickup.element.ts`;
const deliveryDates = `${ROOT}/src/elements/storefront/delivery-estimate/delivery-dates.ts`;
const vehicleApi = `${ROOT}/src/api/ymm.ts`;
const cartStore = `${ROOT}/src/stores/cart.ts`;
const commentForm = `${ROOT}/src/elements/community/comment-reply-form-element/comment-reply-form.element.ts`;
const sanitize = `${ROOT}/src/core/sanitize.ts`;
const pickerOverlay = `${ROOT}/src/elements/storefront/vehicle-picker/views/picker-overlay.tsx`;
const modal = `${ROOT}/src/ui/modal/modal.tsx`;
const focusTrap = `${ROOT}/node_modules/focus-trap/dist/focus-trap.esm.js`;
const dompurify = `${ROOT}/node_modules/dompurify/dist/purify.es.mjs`;

/** A small module graph shaped like the real one: who imports whom, statically or with import(). */
const GRAPH: Record<string, Partial<ModuleGraphNode>> = {
  [entry]: { isEntry: true },
  [loaders]: { importers: [entry] },
  [earlyCommands]: { importers: [entry, cartStore] },
  [defineWidget]: {
    dynamicImporters: [entry],
    importers: [cartLink, cartSidebar, vehiclePicker, pickupElement, commentForm],
  },
  [reactDom]: { importers: [defineWidget] },
  [commonjsHelpers]: { importers: [reactDom] },
  [cartLink]: { dynamicImporters: [loaders] },
  [cartSidebar]: { dynamicImporters: [loaders] },
  [vehiclePicker]: { dynamicImporters: [loaders] },
  [pickupElement]: { dynamicImporters: [loaders] },
  [commentForm]: { dynamicImporters: [loaders] },
  [sidebarContents]: { dynamicImporters: [cartSidebar] },
  [sidebarLine]: { importers: [sidebarContents] },
  [deliveryDates]: { importers: [pickupElement, sidebarContents] },
  [vehicleApi]: { importers: [vehiclePicker] },
  [cartStore]: { importers: [cartLink, cartSidebar, vehiclePicker] },
  [sanitize]: { importers: [commentForm] },
  [pickerOverlay]: { dynamicImporters: [vehiclePicker] },
  [modal]: { importers: [sidebarContents, pickerOverlay] },
  [focusTrap]: { importers: [modal] },
  [dompurify]: { importers: [sanitize] },
};

function groupOf(id: string): string | undefined {
  const groups = createChunkGrouping();
  return groups(id, (moduleId) => {
    const node = GRAPH[moduleId];
    return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
  });
}

describe('script-tag chunk groups', () => {
  it('gives every tag of the library a family, and names no tag that does not exist', () => {
    const tags = widgetDefinitions.map((definition) => definition.tag).sort();
    expect(Object.keys(WIDGET_FAMILIES).sort()).toEqual(tags);
    expect(Object.keys(widgetLoaders).sort()).toEqual(tags);
  });

  it('puts React and what only React imports in the React file', () => {
    expect(groupOf(reactDom)).toBe('react');
    expect(groupOf(commonjsHelpers)).toBe('react');
  });

  it('keeps what the loader imports statically in the loader, even when a family uses it too', () => {
    expect(groupOf(entry)).toBe('shop-widgets');
    expect(groupOf(loaders)).toBe('shop-widgets');
    expect(groupOf(earlyCommands)).toBe('shop-widgets');
  });

  it('puts what several families need, and what the loader imports on demand, in the platform', () => {
    expect(groupOf(cartStore)).toBe('platform');
    expect(groupOf(defineWidget)).toBe('platform');
  });

  it("puts a widget's code, and the core or API modules only its family needs, in the family file", () => {
    expect(groupOf(cartLink)).toBe('cart');
    expect(groupOf(cartSidebar)).toBe('cart');
    expect(groupOf(vehiclePicker)).toBe('catalog');
    expect(groupOf(vehicleApi)).toBe('catalog');
    expect(groupOf(commentForm)).toBe('community');
    expect(groupOf(sanitize)).toBe('community');
  });

  it("puts what a family imports with import() in that family's lazy file", () => {
    expect(groupOf(sidebarContents)).toBe('cart-lazy');
    expect(groupOf(sidebarLine)).toBe('cart-lazy');
  });

  it('keeps what several families import only with import() out of the platform, in a lazy file', () => {
    expect(groupOf(pickerOverlay)).toBe('catalog-lazy');
    expect(groupOf(modal)).toBe('shared-lazy');
    expect(groupOf(focusTrap)).toBe('shared-lazy');
  });

  it('keeps DOMPurify in a file of its own, apart from the dialog and focus trap a storefront page loads on intent', () => {
    expect(groupOf(dompurify)).toBe('dompurify');
  });

  it("keeps a widget folder's module that two families use in its home family", () => {
    expect(groupOf(deliveryDates)).toBe('delivery');
  });

  it('fails the build, naming the fix, when a loaded tag has no family', () => {
    const unknown = `${ROOT}/src/elements/staff/new-widget/new-widget.element.ts`;
    const groups = createChunkGrouping();
    expect(() =>
      groups(unknown, () => ({ isEntry: false, importers: [], dynamicImporters: [loaders] })),
    ).toThrow(
      '<new-widget> has no family in scripts/cdn-build/widget-families.ts: add it to WIDGET_FAMILIES.',
    );
  });
});

describe('a family with a base (cart-pages on cart)', () => {
  const cartPage = `${ROOT}/src/elements/storefront/cart-page/cart-page.element.ts`;
  const cartView = `${ROOT}/src/elements/storefront/cart/cart-view.tsx`;
  const cartApi = `${ROOT}/src/api/cart.ts`;
  const checkoutOnly = `${ROOT}/src/core/checkout-only.ts`;
  const graph: Record<string, Partial<ModuleGraphNode>> = {
    [cartLink]: { dynamicImporters: [loaders] },
    [cartPage]: { dynamicImporters: [loaders] },
    [cartSidebar]: { dynamicImporters: [loaders] },
    [sidebarContents]: { dynamicImporters: [cartSidebar] },
    [cartView]: { importers: [cartPage, sidebarContents] },
    [cartApi]: { importers: [cartLink, cartPage] },
    [checkoutOnly]: { importers: [cartPage, sidebarContents] },
  };
  const group = (id: string) =>
    createChunkGrouping()(id, (moduleId) => {
      const node = graph[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });

  it("puts the family's widgets in its own file, off the product page", () => {
    expect(WIDGET_FAMILIES['cart-page']).toBe('cart-pages');
    expect(group(cartPage)).toBe('cart-pages');
  });

  it('puts what the family shares with its base in the base file, not the platform', () => {
    expect(group(cartApi)).toBe('cart');
  });

  it("keeps what the base needs only on intent in the family's file (the cart view, which the side bar shows)", () => {
    expect(group(cartView)).toBe('cart-pages');
    expect(group(checkoutOnly)).toBe('cart-pages');
  });
});

describe('a module one family needs at start and others only on intent', () => {
  const deliveryElement = `${ROOT}/src/elements/storefront/delivery-estimate/delivery-estimate.element.ts`;
  const deliveryStore = `${ROOT}/src/stores/delivery.ts`;
  const graph: Record<string, Partial<ModuleGraphNode>> = {
    [cartSidebar]: { dynamicImporters: [loaders] },
    [deliveryElement]: { dynamicImporters: [loaders] },
    [sidebarContents]: { dynamicImporters: [cartSidebar] },
    [deliveryStore]: { importers: [deliveryElement, sidebarContents] },
  };

  it("goes to that family's file, not the platform every page loads", () => {
    const group = createChunkGrouping()(deliveryStore, (moduleId) => {
      const node = graph[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });
    expect(group).toBe('delivery');
  });

  it("stays in the platform when a lazy part would pull that family's whole file onto its pages", () => {
    const fastPay = `${ROOT}/src/elements/storefront/fast-pay-buttons/fast-pay-buttons.element.ts`;
    const flows = `${ROOT}/src/elements/storefront/fast-pay-buttons/flows/flows.ts`;
    const shippingApi = `${ROOT}/src/api/shipping.ts`;
    const withCheckout: Record<string, Partial<ModuleGraphNode>> = {
      ...graph,
      [fastPay]: { dynamicImporters: [loaders] },
      [flows]: { dynamicImporters: [fastPay] },
      [shippingApi]: { importers: [deliveryElement, flows] },
    };
    const group = createChunkGrouping()(shippingApi, (moduleId) => {
      const node = withCheckout[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });
    expect(group).toBe('platform');
  });
});

describe('the shipping dates selector (shipping, on delivery)', () => {
  const deliveryElement = `${ROOT}/src/elements/storefront/delivery-estimate/delivery-estimate.element.ts`;
  const shippingElement = `${ROOT}/src/elements/storefront/shipping-dates-selector/shipping-dates-selector.element.ts`;
  const optionSelector = `${ROOT}/src/ui/option-selector/option-selector.tsx`;
  const deliveryStore = `${ROOT}/src/stores/delivery.ts`;
  const graph: Record<string, Partial<ModuleGraphNode>> = {
    [cartSidebar]: { dynamicImporters: [loaders] },
    [deliveryElement]: { dynamicImporters: [loaders] },
    [shippingElement]: { dynamicImporters: [loaders] },
    [sidebarContents]: { dynamicImporters: [cartSidebar] },
    [optionSelector]: { importers: [shippingElement] },
    [deliveryStore]: { importers: [deliveryElement, shippingElement, sidebarContents] },
  };
  const group = (id: string) =>
    createChunkGrouping()(id, (moduleId) => {
      const node = graph[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });

  it('has a file of its own, off the product page, with what only it uses', () => {
    expect(group(shippingElement)).toBe('shipping');
    expect(group(optionSelector)).toBe('shipping');
  });

  it('leaves what it shares with the delivery widgets (and the side bar on intent) in the delivery file', () => {
    expect(group(deliveryStore)).toBe('delivery');
  });
});

describe('<add-to-cart> (catalog), off the cart file every page with the header loads', () => {
  const addToCart = `${ROOT}/src/elements/storefront/add-to-cart/add-to-cart.element.ts`;
  const fullView = `${ROOT}/src/elements/storefront/add-to-cart/views/full.tsx`;
  const cartAdd = `${ROOT}/src/api/cart-add.ts`;
  const quantitySelector = `${ROOT}/src/ui/quantity-selector/quantity-selector.tsx`;
  const graph: Record<string, Partial<ModuleGraphNode>> = {
    [addToCart]: { dynamicImporters: [loaders] },
    [vehiclePicker]: { dynamicImporters: [loaders] },
    [cartSidebar]: { dynamicImporters: [loaders] },
    [sidebarContents]: { dynamicImporters: [cartSidebar] },
    [fullView]: { importers: [addToCart] },
    [cartAdd]: { importers: [addToCart, cartSidebar] },
    [quantitySelector]: { importers: [fullView, sidebarContents] },
  };
  const group = (id: string) =>
    createChunkGrouping()(id, (moduleId) => {
      const node = graph[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });

  it('is in the catalog file with the vehicle widgets, with its views', () => {
    expect(group(addToCart)).toBe('catalog');
    expect(group(fullView)).toBe('catalog');
    expect(group(vehiclePicker)).toBe('catalog');
  });

  it('leaves what it shares with the cart widgets in the cart file, not the platform', () => {
    expect(group(cartAdd)).toBe('cart');
    expect(group(quantitySelector)).toBe('cart');
  });
});

describe('the ZIP box (zip, on delivery) and the ZIP form the delivery widgets load on intent', () => {
  const deliveryElement = `${ROOT}/src/elements/storefront/delivery-estimate/delivery-estimate.element.ts`;
  const zipModal = `${ROOT}/src/elements/storefront/delivery-estimate/zip-modal.tsx`;
  const deliveryStyles = `${ROOT}/src/elements/storefront/delivery-estimate/delivery-estimate.styles.ts`;
  const zipElement = `${ROOT}/src/elements/storefront/zip-code-entry/zip-code-entry.element.ts`;
  const zipForm = `${ROOT}/src/elements/storefront/zip-code-entry/zip-code-form.tsx`;
  const zipFormStyles = `${ROOT}/src/elements/storefront/zip-code-entry/zip-code-form.styles.ts`;
  const graph: Record<string, Partial<ModuleGraphNode>> = {
    [cartSidebar]: { dynamicImporters: [loaders] },
    [sidebarContents]: { dynamicImporters: [cartSidebar] },
    [deliveryElement]: { dynamicImporters: [loaders] },
    [zipElement]: { dynamicImporters: [loaders] },
    [zipModal]: { importers: [deliveryElement, sidebarContents] },
    [deliveryStyles]: { importers: [deliveryElement, sidebarContents] },
    [zipForm]: { importers: [zipElement], dynamicImporters: [zipModal] },
    [zipFormStyles]: { importers: [deliveryStyles, zipElement] },
  };
  const group = (id: string) =>
    createChunkGrouping()(id, (moduleId) => {
      const node = graph[moduleId];
      return node ? { isEntry: false, importers: [], dynamicImporters: [], ...node } : null;
    });

  it('puts the box and its form in the zip file, which the delivery file does not import', () => {
    expect(group(zipElement)).toBe('zip');
    expect(group(zipForm)).toBe('zip');
  });

  it("keeps the form's CSS, which the delivery panel's CSS includes at start, in the delivery file", () => {
    expect(group(zipFormStyles)).toBe('delivery');
  });
});
