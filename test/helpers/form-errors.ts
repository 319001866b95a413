/** The text of the elements a field's `aria-describedby` names, looked up in the field's own root. */
function describedBy(field: Element): string {
  const root = field.getRootNode() as Document | ShadowRoot;
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The fields a form marks invalid (`aria-invalid="true"`) under `root` (a shadow root included), each
 * with the text its `aria-describedby` points to: what a screen reader says after the field's name, so
 * an error tied to the field shows up here and an error shown beside an untied field does not.
 */
export function invalidFields(root: ParentNode): { field: Element; description: string }[] {
  return [...root.querySelectorAll('[aria-invalid="true"]')].map((field) => ({
    field,
    description: describedBy(field),
  }));
}

/**
 * Which of the error messages no invalid field is described by, and which invalid fields are described
 * by none of them: both empty when every error shown is tied to its field and every invalid field says why.
 */
export function untiedErrors(
  root: ParentNode,
  messages: readonly string[],
): { messagesWithoutField: string[]; fieldsWithoutMessage: string[] } {
  const fields = invalidFields(root);
  return {
    messagesWithoutField: messages.filter(
      (message) => !fields.some(({ description }) => description.includes(message)),
    ),
    fieldsWithoutMessage: fields
      .filter(({ description }) => !messages.some((message) => description.includes(message)))
      .map(
        ({ field, description }) =>
          `${field.localName}#${field.id} (${field.getAttribute('aria-label') ?? field.getAttribute('name') ?? ''}): "${description}"`,
      ),
  };
}
