import { Suspense } from 'react';
import { LoadingCircle } from '../../../ui/loading/loading';
import { lazyPart } from '../../../ui/shared/lazy-part';
import type { InstallerReviewFormProps } from './use-installer-review-form';

/** Announced while the form's code loads. */
export const INSTALLER_REVIEW_LOADING_TEXT = 'Loading the installer review form';

/**
 * The form (view, controller, the review calls and the styles) is a part of its own, loaded as the
 * element starts: only installer pages need it, and the element stays small in the community file.
 */
export const installerReviewFormContent = lazyPart<InstallerReviewFormProps>(
  () => import('./installer-review-form-content').then((module) => module.InstallerReviewFormContent),
  'the installer review form',
);

export function InstallerReviewFormShell(props: InstallerReviewFormProps) {
  return (
    <Suspense fallback={<LoadingCircle label={INSTALLER_REVIEW_LOADING_TEXT} />}>
      <installerReviewFormContent.Part {...props} />
    </Suspense>
  );
}
