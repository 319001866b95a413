/// <reference types="vite/client" />
import {
  Anchor,
  Canvas,
  Controls,
  Description,
  DocsContext,
  Heading,
  Markdown,
  Primary,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { type ContextType, useContext } from 'react';
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

type DocsStoryEntry = ReturnType<ContextType<typeof DocsContext>['componentStories']>[number];

/**
 * What a story sets up on the fake shop beyond the page's shared start: loaders of its own (faults,
 * latency, seeds) and the role or fault it chooses.
 */
function fakeShopSetup(story: DocsStoryEntry): string {
  const ownLoaders = [(story.moduleExport as { loaders?: unknown }).loaders ?? []].flat();
  const { role, fault } = (story.storyGlobals ?? {}) as { role?: string; fault?: string };
  return JSON.stringify([ownLoaders.length, role, fault]);
}

/** How tall a story shown in a frame of its own is on the docs page (it scrolls inside when taller). */
const FRAMED_STORY_HEIGHT = '480px';

/**
 * The file's stories, as Storybook's Stories block lists them, except that a story whose fake-shop setup
 * differs from the first story's is shown in a frame (and fake shop) of its own. Inline stories share the
 * docs page's one fake shop: a story's fault or slow answer there reached every story on the page (the
 * first story of the install request selector spun forever behind a later story's 500s).
 */
export function WidgetStories() {
  const { componentStories } = useContext(DocsContext);
  let stories = componentStories();
  if (stories.some((story) => story.tags?.includes('autodocs')))
    stories = stories.filter((story) => story.tags?.includes('autodocs') && !story.usesMount);
  const [first] = stories;
  if (!first) return null;
  const shared = fakeShopSetup(first);
  return (
    <>
      <Heading>Stories</Heading>
      {stories.map((story) => {
        const framed = fakeShopSetup(story) !== shared;
        return (
          <Anchor key={story.id} storyId={story.id}>
            <Subheading>{story.name}</Subheading>
            <Description of={story.moduleExport} />
            <Canvas
              of={story.moduleExport}
              story={framed ? { inline: false, height: FRAMED_STORY_HEIGHT } : { inline: true }}
            />
          </Anchor>
        );
      })}
    </>
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
      <WidgetStories />
    </>
  );
}
