import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageForStorybook, widgetTagOfStories } from '../../../.storybook/widget-tag';
import { widgetDefinitions } from '../../../src/elements/index';

/** The stories file's meta asks Storybook for a docs page (`tags: ['autodocs']`). */
const hasAutodocs = (source: string) => /\btags:\s*\[[^\]]*(?<!!)['"]autodocs['"]/.test(source);

const tags = new Set(widgetDefinitions.map((definition) => definition.tag));
const storiesOf = (area: string) =>
  readdirSync(join(process.cwd(), 'stories', area))
    .filter((name) => /\.stories\.tsx$/.test(name))
    .map((name) => `./stories/${area}/${name}`);

describe("Storybook's docs page shows the widget's reference page", () => {
  it('finds the widget of every storefront and community stories file', () => {
    const files = [
      ...storiesOf('storefront'),
      ...storiesOf('community'),
      ...storiesOf('staff'),
      ...storiesOf('dealer'),
    ];
    const unmatched = files.filter((file) => widgetTagOfStories(file, tags) === undefined);
    expect(unmatched).toEqual([]);
    expect(widgetTagOfStories('./stories/community/comment-reply-form-states.stories.tsx', tags)).toBe(
      'comment-reply-form-element',
    );
  });

  it('gives every widget a docs page with its reference (each tag is shown by an autodocs stories file)', () => {
    const files = [
      ...storiesOf('storefront'),
      ...storiesOf('community'),
      ...storiesOf('staff'),
      ...storiesOf('dealer'),
    ];
    // Storybook makes a docs page (where the reference shows) only for a file tagged 'autodocs'.
    const withDocsPage = files.filter((file) => hasAutodocs(readFileSync(join(process.cwd(), file), 'utf8')));
    const shown = new Set(withDocsPage.map((file) => widgetTagOfStories(file, tags)));
    expect([...tags].filter((tag) => !shown.has(tag))).toEqual([]);
  });

  it('tells a stories file with a docs page from one without', () => {
    expect(hasAutodocs("const meta = {\n  title: 'A',\n  tags: ['autodocs'],\n};")).toBe(true);
    expect(hasAutodocs('const meta = { tags: [\'test\', "autodocs"] };')).toBe(true);
    expect(hasAutodocs("const meta = {\n  title: 'A',\n};")).toBe(false);
    expect(hasAutodocs("const meta = { tags: ['!autodocs'] };")).toBe(false);
  });

  it('shows no reference for stories that are not a widget, and honours an explicit widgetTag', () => {
    expect(widgetTagOfStories('./stories/ui/modal.stories.tsx', tags)).toBeUndefined();
    expect(widgetTagOfStories('./stories/ui/modal.stories.tsx', tags, 'cart-link')).toBe('cart-link');
    expect(
      widgetTagOfStories('./stories/storefront/cart-link.stories.tsx', tags, 'no-such-tag'),
    ).toBeUndefined();
  });

  it('shows the page without its markers, title or repository-relative links', () => {
    const page = readFileSync(join(process.cwd(), 'docs/widgets/cart-link.md'), 'utf8');
    const shown = pageForStorybook(page);
    expect(shown).not.toContain('<!--');
    expect(shown).not.toMatch(/^# /m);
    expect(shown).not.toContain('](');
    expect(shown).toContain('| `data-linkText` | `linkText` | `string` | `"Cart"` |');
    expect(shown).toContain('## Calls');
  });
});
