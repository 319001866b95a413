import DOMPurify from 'dompurify';

export { isSafeUrl } from './attributes';

/**
 * Server-provided HTML (bio summaries, FAQ content) made safe to render: scripts, event handlers and
 * unsafe URLs removed by DOMPurify; links that open a new tab get rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
