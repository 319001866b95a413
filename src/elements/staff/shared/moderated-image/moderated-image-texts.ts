/** Staff §2.5 and §8 texts of the moderated image, word for word; the rest (marked) are ours. */
export const MODERATED_IMAGE_TEXTS = {
  deactivate: 'Deactivate Image',
  openInNewTab: 'Open Image In New Tab',
  removed: 'Image successfully removed',
  removeFailed: 'Failed to remove question image',
  // Ours: the spec asks for a confirm prompt but gives no words.
  approve: 'Approve image',
  altText: 'Alt text',
  confirmTitle: 'Remove this image?',
  confirmText: 'will be removed from this question. This cannot be undone.',
  confirmYes: 'Remove image',
  confirmNo: 'Keep image',
  removing: 'Removing image…',
  expert: 'Expert image',
  unsupported: 'This image cannot be shown: its data is not a PNG, JPEG, GIF or WebP picture.',
  missing: 'This image has no picture to show.',
  openFailed: 'This image could not be opened.',
} as const;
