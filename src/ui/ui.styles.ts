import { infoBubbleStyles } from './info-bubble/info-bubble.styles';
import { loadingStyles } from './loading/loading.styles';
import { modalStyles } from './modal/modal.styles';
import { optionSelectorStyles } from './option-selector/option-selector.styles';
import { quantitySelectorStyles } from './quantity-selector/quantity-selector.styles';
import { iconButtonStyles } from './shared/icon-button.styles';
import { visuallyHiddenStyles } from './shared/visually-hidden.styles';
import { starRatingStyles } from './star-rating/star-rating.styles';

/**
 * Every UI primitive's CSS in one string. The platform adopts it into each widget's shadow root
 * (`adoptedStyleSheets`), because document styles do not reach inside shadow roots.
 */
export const uiStyles = [
  visuallyHiddenStyles,
  iconButtonStyles,
  loadingStyles,
  modalStyles,
  quantitySelectorStyles,
  starRatingStyles,
  optionSelectorStyles,
  infoBubbleStyles,
].join('\n');
