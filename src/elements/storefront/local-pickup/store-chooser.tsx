import { useComponentStyles } from '../../../core/widget-context';
import { LoadingBubbles } from '../../../ui/loading/loading';
import { Modal } from '../../../ui/modal/modal';
import { dealerDisplayName } from '../delivery-estimate/delivery-dates';
import { dealerPlace, milesText, PICKUP_TEXTS, selectStoreText } from './pickup-rules';
import { STORE_CHOOSER_ID, type StoreChooserProps } from './pickup-views';
import { storeChooserStyles } from './store-chooser.styles';

/** The chooser's dialog: the partnered stores, nearest first, each with 'Pick up here' (loaded on intent). */
export function StoreChooserDialog({
  open,
  provider,
  status,
  message,
  dealers,
  sameDay,
  saving,
  error,
  onChoose,
  onClose,
  container,
}: StoreChooserProps) {
  useComponentStyles(storeChooserStyles, 'store-chooser');
  return (
    <Modal
      id={STORE_CHOOSER_ID}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={selectStoreText(provider)}
      processing={saving}
      errorMessage={error || undefined}
      container={container}
    >
      {status === 'loading' ? <LoadingBubbles label={PICKUP_TEXTS.chooserLoading} /> : null}
      {message ? <p className="shop-store-list__message">{message}</p> : null}
      {dealers.length > 0 ? (
        <ul className="shop-store-list">
          {dealers.map((dealer) => {
            const name = dealerDisplayName(dealer.name);
            const place = dealerPlace(dealer);
            const miles = milesText(dealer.distance);
            const sameDayHere = sameDay?.dealerInstallerId === dealer.dealerInstallerId ? sameDay.text : '';
            return (
              <li key={dealer.dealerInstallerId} className="shop-store-list__item">
                <div className="shop-store-list__text">
                  <span className="shop-store-list__name">{name}</span>
                  {dealer.address ? <span>{dealer.address}</span> : null}
                  <span>{[place, miles].filter(Boolean).join(' · ')}</span>
                  {sameDayHere ? <span className="shop-store-list__same-day">{sameDayHere}</span> : null}
                </div>
                <button
                  type="button"
                  className="shop-button shop-button--secondary"
                  onClick={() => onChoose(dealer)}
                  disabled={saving}
                  aria-label={`${PICKUP_TEXTS.pickHere}: ${name}${place ? `, ${place}` : ''}`}
                >
                  {PICKUP_TEXTS.pickHere}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </Modal>
  );
}
