import { connect } from '../../../core/connect';
import { useComponentStyles } from '../../../core/widget-context';
import { ReorderPageView } from './reorder-page';
import { reorderPageStyles } from './reorder-page.styles';
import { type ReorderPageProps, useReorderPage } from './use-reorder-page';

const ConnectedReorderPage = connect(ReorderPageView, useReorderPage);

/** The reorder page's content: loaded after the element (see `reorder-page-shell.tsx`). */
export function ReorderContent(props: ReorderPageProps) {
  useComponentStyles(reorderPageStyles, 'reorder-page');
  return <ConnectedReorderPage {...props} />;
}
