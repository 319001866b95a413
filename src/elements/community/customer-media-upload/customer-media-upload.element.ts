import * as z from 'zod/mini';
import { mediaContextSchema } from '../../../api/media';
import { attr } from '../../../core/attributes';
import { connect } from '../../../core/connect';
import { createWidgetClass, widget } from '../../../core/define-widget';
import { CustomerMediaUploadView } from './customer-media-upload';
import { customerMediaUploadStyles } from './customer-media-upload.styles';
import { DEFAULT_ACCEPT_TYPES, DEFAULT_BUTTON_TITLE } from './media-rules';
import { useCustomerMediaUpload } from './use-customer-media-upload';

/** Spec §2 gives the attributes in words; these are their names (docs/widgets/customer-media-upload.md). */
export const customerMediaUploadAttributes = z.object({
  'data-upload-guid': attr.string(''),
  'data-media-context': attr.json(mediaContextSchema, {}, 'MediaContext'),
  'data-accept-types': attr.string(DEFAULT_ACCEPT_TYPES),
  'data-button-title': attr.string(DEFAULT_BUTTON_TITLE),
  'data-help-text': attr.string(''),
  'data-new-button-style': attr.boolean(false),
  'data-allow-multi-select': attr.boolean(true),
  'data-allow-delete': attr.boolean(true),
  'data-entity-id': attr.string(''),
  'data-email-address': attr.string(''),
  'data-user-name': attr.string(''),
});

/**
 * Customer photo and video upload (community spec §2, §4, §5, §7-§9). Each chosen file is checked
 * first (name at most 120 characters, none of / \ : * ? " < > |, jpg, jpeg, png or mp4; a name
 * already in the list is ignored), then uploaded in chunks of 40960 bytes (100000, 250000 or 500000
 * with the BlobSize100, BlobSize250 or BlobSize500 toggle), in parallel or, with the
 * synchronous-media-uploader toggle, one after another. A failed chunk is retried up to 3 times.
 * Each file shows its state (waiting, uploading with a progress bar, complete with its preview and
 * an alt-text input, or failed with the message), and the progress is announced to screen readers
 * at each quarter. Existing uploads of the guid (and entity) are listed too. Deleting a question
 * image (one loaded from the server, or any on a question page) asks for confirmation.
 *
 * Registered only on the page types product_askexpert, Profile, new_review, account, question and
 * installer: on any other page type it renders nothing and warns once on the console.
 *
 * @summary Customer photo and video upload in chunks, with progress, previews and alt text.
 * @tag customer-media-upload
 * @attr data-upload-guid - The guid files are uploaded under: the session plus '-comment-' or '-reply-' plus the id. Empty: a random guid, and no existing uploads are listed.
 * @attr data-media-context - JSON media context sent with every chunk: webSku, questionSource, productGroup, manufacturer, subject, pageType, mediaSource.
 * @attr data-accept-types - Accepted content types, comma-separated (default 'image/jpg, image/jpeg, image/png, video/mp4').
 * @attr data-button-title - The add button's text (default 'Add Photos').
 * @attr data-help-text - Help text under the add button (it also describes the button).
 * @attr data-new-button-style - The filled button with a camera icon instead of the outlined one.
 * @attr data-allow-multi-select - Several files at once (default true).
 * @attr data-allow-delete - A delete control on uploaded files and a cancel control on files in progress (default true).
 * @attr data-entity-id - The saved comment, reply or question: its existing uploads are listed (the entityID query).
 * @attr data-email-address - Sent with every chunk as emailAddress.
 * @attr data-user-name - Sent with every chunk as userName.
 * @fires shop:media-uploaded - A file finished uploading; detail `{ uploadGuid, fileRevisionId, fileName, contentType, previewUrl }`.
 * @fires shop:media-deleted - An uploaded file was deleted; detail `{ uploadGuid, fileRevisionId }` (the deleted revision).
 * @cssprop --shop-media-upload-accent - Colour of the add button and the progress bar (defaults to --shop-color-primary).
 * @cssprop --shop-media-upload-border - Border colour of each file row.
 * @csspart root - The block holding the uploader.
 * @csspart button - The add button.
 * @csspart help - The help text.
 * @csspart list - The list of files.
 * @csspart item - One file row (its state in data-state: waiting, uploading, complete, failed).
 * @csspart preview - A file's preview.
 * @csspart progress - A file's progress bar.
 * @csspart alt-text - A photo's alt-text input.
 * @csspart remove - A file's delete, cancel or dismiss button.
 */
export const customerMediaUploadDefinition = widget({
  tag: 'customer-media-upload',
  attributes: customerMediaUploadAttributes,
  component: connect(CustomerMediaUploadView, useCustomerMediaUpload),
  events: ['shop:media-uploaded', 'shop:media-deleted'],
  styles: customerMediaUploadStyles,
});

export const CustomerMediaUploadElement = /* @__PURE__ */ createWidgetClass(customerMediaUploadDefinition);

declare global {
  interface HTMLElementTagNameMap {
    'customer-media-upload': InstanceType<typeof CustomerMediaUploadElement>;
  }
}
