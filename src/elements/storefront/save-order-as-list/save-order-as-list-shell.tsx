import { Suspense } from 'react';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { SaveOrderAsListProps } from './use-save-order-as-list';

/**
 * The button, its controller and styles are a part of their own, loaded as the element starts: the
 * element sits in the cart family's file, which every page with a header loads, and only the invoice
 * page needs the rest. Until it has loaded the element shows nothing (as it does for a shopper).
 */
export const saveOrderContent = lazyPart<SaveOrderAsListProps>(
  () => import('./save-order-content').then((module) => module.SaveOrderContent),
  'the save-order-as-list button',
);

export function SaveOrderAsListShell(props: SaveOrderAsListProps) {
  return (
    <Suspense fallback={<div part="save" data-state="loading" hidden />}>
      <saveOrderContent.Part {...props} />
    </Suspense>
  );
}
