import { useComponentStyles } from '../../../core/widget-context';
import { InstallerReviewFormView } from './installer-review-form';
import { installerReviewFormStyles } from './installer-review-form.styles';
import { type InstallerReviewFormProps, useInstallerReviewForm } from './use-installer-review-form';

/** The lazily loaded content of `<installer-review-form>`: the form with its calls and styles. */
export function InstallerReviewFormContent(props: InstallerReviewFormProps) {
  useComponentStyles(installerReviewFormStyles, 'installer-review-form');
  return <InstallerReviewFormView {...useInstallerReviewForm(props)} />;
}
