import { Suspense } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { DashboardBodyProps } from './body/dashboard-body';

export const DASHBOARD_SIGNED_OUT_TEXT = 'Sign in as a dealer installer to see your dashboard.';

/** The body is its own file: the element (on every page that has the tag) stays small. */
export const dashboardBody = lazyPart<DashboardBodyProps>(
  () => import('./body/dashboard-body').then((module) => module.DashboardBody),
  'the dealer dashboard',
);

export function DealerDashboardView(props: DashboardBodyProps) {
  if (props.dealerInstallerId <= 0) {
    return (
      <p className="shop-dealer shop-dealer__signed-out" part="dashboard" data-state="signed-out">
        {DASHBOARD_SIGNED_OUT_TEXT}
      </p>
    );
  }
  return (
    <div className="shop-dealer" part="dashboard" data-state="ready">
      <Suspense fallback={<LoadingCircle label="Loading your dashboard" />}>
        <dashboardBody.Part {...props} />
      </Suspense>
    </div>
  );
}
