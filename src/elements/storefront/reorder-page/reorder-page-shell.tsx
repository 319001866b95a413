import { Suspense } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { ReorderPageProps } from './use-reorder-page';

/**
 * The reorder page's content (its view, controller, the orders calls and its styles) is a part of its
 * own, loaded as the element starts: the element sits in the cart family's file, which every page with
 * a header loads, and the reorder page is the only page that needs the rest.
 */
/** Announced while the page's content loads (the same text as while the order loads). */
export const REORDER_LOADING_TEXT = 'Loading your order';

export const reorderContent = lazyPart<ReorderPageProps>(
  () => import('./reorder-content').then((module) => module.ReorderContent),
  'the reorder page',
);

/** What the element renders: its attributes (`orderid`, `invoicenumber`) become the content's props. */
export function ReorderPageShell({ orderid, invoicenumber }: { orderid: string; invoicenumber: string }) {
  return (
    <Suspense fallback={<LoadingCircle label={REORDER_LOADING_TEXT} />}>
      <reorderContent.Part orderId={orderid} invoiceNumber={invoicenumber} />
    </Suspense>
  );
}
