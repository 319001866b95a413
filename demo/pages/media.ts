import { findProduct } from '../../src/mocks/data/products';
import { SAMPLE_QUESTION_ENTITY_ID, SAMPLE_QUESTION_UPLOAD_GUID } from '../../src/mocks/media/store';
import { state } from '../../src/mocks/state';
import { html } from '../layout';
import type { DemoPage } from './types';

/** The product the ask-an-expert page is about. */
const WEB_SKU = 'C13130';
/** The id of the new comment's parent on the ask-an-expert page (the guid ends with it). */
const ASK_PARENT_ID = 31_337;

function mediaContext(pageType: string): string {
  const product = findProduct(WEB_SKU);
  return html(
    JSON.stringify({
      webSku: WEB_SKU,
      productGroup: 'Trailer Hitch',
      manufacturer: 'Curt',
      subject: product?.name ?? WEB_SKU,
      pageType,
      mediaSource: 'Customer',
    }),
  );
}

/**
 * Customer media upload on the page types that register it. The comment and reply forms of the
 * community pages embed the same uploader (`MediaUploader`) in their forms.
 */
export const mediaPages: Record<string, DemoPage> = {
  '/ask-an-expert': {
    title: 'Ask our experts: Curt Class III hitch',
    pageType: 'product_askexpert',
    description:
      'customer photo and video upload on a product question (chunked upload, progress, alt text, delete).',
    body: () => {
      const guid = `${state.session.userSession}-comment-${ASK_PARENT_ID}`;
      const product = findProduct(WEB_SKU);
      return `<section class="demo-media" aria-labelledby="demo-media-ask">
        <h2 id="demo-media-ask">Show us what you are working with</h2>
        <p>Asking about the <strong>${html(product?.name ?? WEB_SKU)}</strong> (part ${WEB_SKU})? A photo of your
          vehicle's rear, bumper or existing hitch helps our experts answer faster.</p>
        <customer-media-upload
          data-upload-guid="${html(guid)}"
          data-media-context="${mediaContext('product_askexpert')}"
          data-help-text="JPG, PNG or MP4. File names up to 120 characters."
          data-email-address="jordan@example.com"
          data-user-name="Jordan"></customer-media-upload>
        <p class="demo-note">The photos go up in chunks under the guid <code>${html(guid)}</code> (session + '-comment-' +
          id). The comment and reply forms of the community pages embed the same uploader.</p>
      </section>`;
    },
  },
  '/ask-an-expert/question': {
    title: 'Question: will this hitch clear my spare tire?',
    pageType: 'question',
    description: 'a question that already has a customer photo: existing uploads, delete with confirmation.',
    body: () => `<section class="demo-media" aria-labelledby="demo-media-question">
        <h2 id="demo-media-question">Your photos on this question</h2>
        <p>The photo below was uploaded with the question. Deleting a question image asks first.</p>
        <customer-media-upload
          data-upload-guid="${html(SAMPLE_QUESTION_UPLOAD_GUID)}"
          data-entity-id="${html(SAMPLE_QUESTION_ENTITY_ID)}"
          data-media-context="${mediaContext('question')}"
          data-button-title="Add more photos"
          data-new-button-style
          data-help-text="Photos of the spare tire and the hitch area help the most."></customer-media-upload>
      </section>`,
  },
};
