/**
 * The reference section of a widget's page (`docs/widgets/<tag>.md`), written from its declaration
 * in the custom-elements manifest, and the checks that keep a page and the manifest in agreement.
 * Used by `scripts/docs-widgets.ts`, the unit test `test/unit/docs/widget-pages.test.ts` and
 * Storybook's docs page. No Node imports here: Storybook runs it in the browser.
 */

export interface WidgetDeclaration {
  tagName: string;
  name: string;
  summary: string;
  description: string;
  attributes: {
    name: string;
    fieldName: string;
    description: string;
    type: { text: string };
    default: string;
  }[];
  events: { name: string; type: { text: string }; description: string }[];
  cssProperties: { name: string; description: string }[];
  cssParts: { name: string; description: string }[];
  slots?: { name: string; description: string }[];
}

export interface ManifestModule {
  path: string;
  declarations: WidgetDeclaration[];
}

export const GENERATED_START =
  '<!-- generated:start - written by `npm run docs:widgets` from custom-elements.json; edit the JSDoc in the element file, not this section -->';
export const GENERATED_END = '<!-- generated:end -->';

/** The hand-written part must have these sections, each with text. */
export const HAND_WRITTEN_SECTIONS = [
  'What it is for',
  'Spec rules it follows',
  'Decisions where the spec is silent',
  'Calls',
] as const;

/** Every widget declaration of a manifest, with the module path it comes from. */
export function widgetDeclarations(manifest: unknown): { path: string; declaration: WidgetDeclaration }[] {
  const modules = (manifest as { modules?: ManifestModule[] }).modules ?? [];
  return modules.flatMap((module) =>
    module.declarations
      .filter((declaration) => declaration.tagName)
      .map((declaration) => ({ path: module.path, declaration })),
  );
}

/** Prose from the JSDoc: a `<` outside code spans would start an HTML tag ('Select <provider> store'). */
function prose(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;')))
    .join('');
}

/** Text that goes into one table cell: on one line, with its pipes escaped. */
function oneCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function cell(text: string): string {
  return oneCell(prose(text));
}

function code(text: string): string {
  return text === '' ? '' : `\`${oneCell(text)}\``;
}

function table(headers: string[], rows: string[][]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The generated section (markers included) for one widget. */
export function renderReference(path: string, widget: WidgetDeclaration): string {
  const parts: string[] = [
    GENERATED_START,
    `# \`<${widget.tagName}>\``,
    `> ${prose(widget.summary)}`,
    `Element class \`${widget.name}\`, defined in [\`${path}\`](../../${path}).`,
  ];
  if (widget.description) parts.push(prose(widget.description));

  parts.push('## Attributes');
  parts.push(
    widget.attributes.length === 0
      ? 'None.'
      : `Each attribute is also a typed property of the element (the property name in the second column). A bare boolean attribute is true, \`"false"\` and \`"0"\` are false; removing an attribute restores its default.\n\n${table(
          ['attribute', 'property', 'type', 'default', 'description'],
          widget.attributes.map((attribute) => [
            code(attribute.name),
            code(attribute.fieldName),
            code(attribute.type.text),
            code(attribute.default),
            cell(attribute.description),
          ]),
        )}`,
  );

  parts.push('## Events');
  parts.push(
    widget.events.length === 0
      ? 'None of its own (the events every widget may cause are in [events](../events.md)).'
      : `Each is a \`CustomEvent\` that bubbles and is composed, so it also reaches \`window\`.\n\n${table(
          ['event', 'detail', 'when'],
          widget.events.map((event) => [
            code(event.name),
            code(event.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1')),
            cell(event.description),
          ]),
        )}`,
  );

  parts.push('## CSS custom properties');
  parts.push(
    widget.cssProperties.length === 0
      ? 'None of its own; the shared `--shop-*` tokens apply (see [theming](../theming.md)).'
      : table(
          ['property', 'description'],
          widget.cssProperties.map((property) => [code(property.name), cell(property.description)]),
        ),
  );

  parts.push('## CSS parts');
  parts.push(
    widget.cssParts.length === 0
      ? 'None.'
      : table(
          ['part', 'description'],
          widget.cssParts.map((part) => [code(part.name), cell(part.description)]),
        ),
  );

  parts.push('## Slots');
  const slots = widget.slots ?? [];
  parts.push(
    slots.length === 0
      ? 'None: the widget renders its own content in its shadow root; children of the element are not shown.'
      : table(
          ['slot', 'description'],
          slots.map((slot) => [slot.name === '' ? '(default)' : code(slot.name), cell(slot.description)]),
        ),
  );
  parts.push(GENERATED_END);
  return `${parts.join('\n\n')}\n`;
}

/** The text between the markers (markers included), or undefined when a marker is missing. */
export function generatedSection(page: string): string | undefined {
  const start = page.indexOf(GENERATED_START);
  const end = page.indexOf(GENERATED_END);
  if (start < 0 || end < start) return undefined;
  return `${page.slice(start, end + GENERATED_END.length)}\n`;
}

/** The page with its generated section replaced (or put first when it has none). */
export function withReference(page: string, reference: string): string {
  const current = generatedSection(page);
  if (current === undefined) return `${reference}\n${page}`;
  const start = page.indexOf(GENERATED_START);
  return `${page.slice(0, start)}${reference}${page.slice(start + current.length)}`;
}

/** The hand-written part: everything after the generated section. */
export function handWrittenPart(page: string): string {
  const end = page.indexOf(GENERATED_END);
  return end < 0 ? page : page.slice(end + GENERATED_END.length);
}

/** What is wrong with a page, given the reference it should carry (an empty list: nothing). */
export function pageProblems(tag: string, page: string | undefined, reference: string): string[] {
  const file = `docs/widgets/${tag}.md`;
  if (page === undefined)
    return [`${file} is missing (run npm run docs:widgets, then write its hand-written part)`];
  const problems: string[] = [];
  const current = generatedSection(page);
  if (current === undefined) problems.push(`${file} has no generated section (the markers are missing)`);
  else if (current !== reference)
    problems.push(
      `${file}: the generated section disagrees with custom-elements.json (run npm run docs:widgets)`,
    );
  const written = handWrittenPart(page);
  for (const heading of HAND_WRITTEN_SECTIONS) {
    const match = new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(written);
    if (!match) problems.push(`${file}: the hand-written section "## ${heading}" is missing`);
    else if (match[1]?.replace(/<!--[\s\S]*?-->/g, '').trim() === '')
      problems.push(`${file}: the hand-written section "## ${heading}" is empty`);
  }
  return problems;
}

/** The hand-written headings a new page starts with (the check fails until each has text). */
export function newPageSkeleton(): string {
  return HAND_WRITTEN_SECTIONS.map(
    (heading) =>
      `## ${heading}\n\n<!-- write this section; npm run docs:widgets -- --check fails while it is empty -->\n`,
  ).join('\n');
}

export const README_TABLE_START =
  '<!-- widgets:start - written by `npm run docs:widgets` from custom-elements.json -->';
export const README_TABLE_END = '<!-- widgets:end -->';

/** The README's widget table (markers included): one row per tag, linking its page, in tag order. */
export function renderWidgetTable(widgets: readonly WidgetDeclaration[]): string {
  const rows = [...widgets]
    .sort((a, b) => a.tagName.localeCompare(b.tagName))
    .map((widget) => [`[\`<${widget.tagName}>\`](docs/widgets/${widget.tagName}.md)`, cell(widget.summary)]);
  return `${README_TABLE_START}\n\n${table(['widget', 'what it is'], rows)}\n\n${README_TABLE_END}`;
}

/** The README with its widget table replaced; undefined when the markers are missing. */
export function withWidgetTable(readme: string, tableText: string): string | undefined {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) return undefined;
  return `${readme.slice(0, start)}${tableText}${readme.slice(end + README_TABLE_END.length)}`;
}
