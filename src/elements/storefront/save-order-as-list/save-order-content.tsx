import { connect } from '../../../core/connect';
import { useComponentStyles } from '../../../core/widget-context';
import { SaveOrderAsListView } from './save-order-as-list';
import { saveOrderAsListStyles } from './save-order-as-list.styles';
import { type SaveOrderAsListProps, useSaveOrderAsList } from './use-save-order-as-list';

const ConnectedSaveOrderAsList = connect(SaveOrderAsListView, useSaveOrderAsList);

/** The button with its controller and styles: loaded after the element (see `save-order-as-list-shell.tsx`). */
export function SaveOrderContent(props: SaveOrderAsListProps) {
  useComponentStyles(saveOrderAsListStyles, 'save-order-as-list');
  return <ConnectedSaveOrderAsList {...props} />;
}
