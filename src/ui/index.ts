export { InfoBubble, type InfoBubbleProps } from './info-bubble/info-bubble';
export { infoBubbleStyles } from './info-bubble/info-bubble.styles';
export {
  choosePlacement,
  INFO_BUBBLE_DEFAULT_WIDTH,
  INFO_BUBBLE_EDGE_MARGIN,
  INFO_BUBBLE_FLIP_THRESHOLD,
  INFO_BUBBLE_HIDE_DELAY_MS,
  type InfoBubblePlacement,
  sidewaysShift,
} from './info-bubble/placement';

export {
  LoadingBar,
  type LoadingBarProps,
  LoadingBubbles,
  type LoadingBubblesProps,
  LoadingCircle,
  type LoadingCircleProps,
} from './loading/loading';
export { loadingStyles } from './loading/loading.styles';

export { MODAL_OPEN_BODY_CLASS, modalDocumentStyles } from './modal/body-scroll-lock';
export { Modal, type ModalProps, preloadModal, usePreloadModalOnIntent } from './modal/modal';
export { MODAL_DEFAULT_WIDTH, modalStyles } from './modal/modal.styles';
export { closeModal, openModal } from './modal/modal-registry';
export { OptionSelector, type OptionSelectorProps } from './option-selector/option-selector';
export { optionSelectorStyles } from './option-selector/option-selector.styles';
export {
  OPTION_ROW_HEIGHT,
  OPTION_SELECTOR_ERROR_MESSAGE,
  OptionColor,
  type OptionColorValue,
  OptionInputType,
  type OptionInputTypeValue,
  type OptionItem,
  selectOption,
} from './option-selector/options';

export {
  clampQuantity,
  isUnlimitedQuantitySku,
  maxQuantityFor,
  parseQuantityEntry,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type QuantityBounds,
  UNLIMITED_QUANTITY_SKUS,
} from './quantity-selector/quantity';
export { QuantitySelector, type QuantitySelectorProps } from './quantity-selector/quantity-selector';
export { quantitySelectorStyles } from './quantity-selector/quantity-selector.styles';

export { visuallyHiddenStyles } from './shared/visually-hidden.styles';
export {
  StarRatingDisplay,
  type StarRatingDisplayProps,
  StarRatingInput,
  type StarRatingInputProps,
} from './star-rating/star-rating';
export { starRatingStyles } from './star-rating/star-rating.styles';
export {
  STAR_FULL_THRESHOLD,
  STAR_HALF_THRESHOLD,
  type StarFill,
  starsFor,
} from './star-rating/stars';

export { uiStyles } from './ui.styles';
