import { Suspense } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { FlowBodyProps } from './body/flow-body';

/** The steps are their own file: the element (on every page that has the tag) stays small. */
export const flowBody = lazyPart<FlowBodyProps>(
  () => import('./body/flow-body').then((module) => module.FlowBody),
  'the install request form',
);

export function InstallRequestFormFlowView(props: FlowBodyProps) {
  return (
    <Suspense fallback={<LoadingCircle label="Loading the install request form" />}>
      <flowBody.Part {...props} />
    </Suspense>
  );
}
