/// <reference types="vite/client" />
import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { pageForStorybook, widgetTagOfStories } from './widget-tag';

/** Every widget page, `docs/widgets/<tag>.md`, as text: the same reference the repository shows. */
const pages = import.meta.glob<string>('../docs/widgets/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const pageByTag = new Map(
  Object.entries(pages).map(([path, text]) => [/([^/]+)\.md$/.exec(path)?.[1] ?? path, text]),
);

// Long detail types would otherwise widen the events table past the page.
const wrappingCode = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The widget's page (generated reference and hand-written part) under the stories' own docs. */
export function WidgetReference() {
  const meta = useOf('meta', ['meta']);
  const parameters = meta.preparedMeta.parameters as { fileName?: string; widgetTag?: unknown };
  const tag = widgetTagOfStories(parameters.fileName, new Set(pageByTag.keys()), parameters.widgetTag);
  const page = tag ? pageByTag.get(tag) : undefined;
  if (!tag || page === undefined) return null;
  return (
    <section aria-label={`Reference of <${tag}>`} data-widget-reference={tag}>
      <h2>{`Reference: <${tag}>`}</h2>
      <p>
        From <code>{`docs/widgets/${tag}.md`}</code>, generated from the custom-elements manifest (
        <code>npm run docs:widgets</code>).
      </p>
      <Markdown options={{ overrides: { code: { props: { style: wrappingCode } } } }}>
        {pageForStorybook(page)}
      </Markdown>
    </section>
  );
}

/** The default docs page with the widget's reference added after the controls. */
export function WidgetDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <WidgetReference />
      <Stories />
    </>
  );
}
