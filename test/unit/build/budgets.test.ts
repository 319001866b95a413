import type { OutputBundle, OutputChunk } from 'rollup';
import {
  budgetProblems,
  PAGE_BUDGETS,
  PLATFORM_GZIP_LIMIT_AS_MEASURED,
  WIDGET_INITIAL_EXCEPTIONS,
} from '../../../scripts/cdn-build/budgets';
import {
  type BundleInfo,
  type ChunkInfo,
  describeBundle,
  gzipSize,
  staticClosure,
} from '../../../scripts/cdn-build/bundle-info';
import { libraryTagsIn, pageLoad } from '../../../scripts/cdn-build/page-load';

const KB = 1024;

function chunk(
  fileName: string,
  name: string,
  imports: string[],
  modules: Record<string, string>,
): OutputChunk {
  return {
    type: 'chunk',
    fileName,
    name,
    isEntry: name === 'shop-widgets',
    isDynamicEntry: false,
    imports,
    dynamicImports: [],
    code: Object.values(modules).join('\n'),
    modules: Object.fromEntries(
      Object.entries(modules).map(([id, code]) => [
        id,
        {
          code,
          originalLength: code.length,
          renderedLength: code.length,
          removedExports: [],
          renderedExports: [],
        },
      ]),
    ),
  } as unknown as OutputChunk;
}

const cartLinkElement = '/r/src/elements/storefront/cart-link/cart-link.element.ts';
const cartLinkView = '/r/src/elements/storefront/cart-link/cart-link.tsx';
const pickerElement = '/r/src/elements/storefront/vehicle-picker/vehicle-picker.element.ts';

function bundle(loaderImports: string[] = []): OutputBundle {
  const chunks = [
    chunk('shop-widgets.js', 'shop-widgets', loaderImports, { '/r/src/cdn/shop-widgets.ts': 'start();' }),
    chunk('react-a.js', 'react', [], { '/r/node_modules/react/index.js': 'export const react = 1;' }),
    chunk('platform-b.js', 'platform', ['react-a.js'], {
      '/r/src/core/bus.ts': 'export const bus = "bus";',
      '/r/src/ui/modal/modal.tsx': 'export const modal = "modal";',
    }),
    chunk('cart-c.js', 'cart', ['platform-b.js', 'react-a.js'], {
      [cartLinkElement]: 'export const cartLink = view();',
      [cartLinkView]: 'function view() { return "a cart link view"; }',
    }),
    chunk('vehicle-d.js', 'vehicle', ['platform-b.js'], { [pickerElement]: 'export const picker = 1;' }),
  ];
  return Object.fromEntries(chunks.map((item) => [item.fileName, item]));
}

const imports: Record<string, string[]> = { [cartLinkElement]: [cartLinkView, '/r/src/core/bus.ts'] };
const measure = async (code: string) => (code === '' ? 0 : gzipSize(code));

describe('bundle info of the script-tag build', () => {
  it("lists each tag's whole set of files, loader excluded, and the widget's own initial code", async () => {
    const info = await describeBundle(bundle(), (id) => imports[id] ?? [], measure);
    expect(info.entry).toBe('shop-widgets.js');
    expect(info.tags['cart-link']).toEqual({
      family: 'cart',
      files: ['cart-c.js', 'platform-b.js', 'react-a.js'],
      // Its element and view, not the platform's bus it also imports.
      initialGzip: gzipSize(
        'export const cartLink = view();\nfunction view() { return "a cart link view"; }',
      ),
    });
    expect(info.tags['vehicle-picker']?.files).toEqual(['vehicle-d.js', 'platform-b.js', 'react-a.js']);
    expect(info.chunks['platform-b.js']).toMatchObject({ group: 'platform', imports: ['react-a.js'] });
    expect(info.chunks['shop-widgets.js']?.group).toBe('loader');
    expect(info.platformGzip).toBeGreaterThan(0);
    expect(info.platformSharedUiGzip).toBeGreaterThan(0);
  });

  it('refuses a loader that imports another file statically (a round trip before any widget)', async () => {
    await expect(describeBundle(bundle(['platform-b.js']), () => [], measure)).rejects.toThrow(
      'The loader shop-widgets.js imports platform-b.js statically',
    );
  });

  it('follows static imports depth first, once each', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['c', 'loader'], c: ['a'] };
    expect(staticClosure('a', (file) => graph[file] ?? [], new Set(['loader']))).toEqual(['a', 'b', 'c']);
  });
});

function info(overrides: Partial<BundleInfo> = {}): BundleInfo {
  return {
    entry: 'shop-widgets.js',
    chunks: {
      'shop-widgets.js': {
        group: 'loader',
        imports: [],
        dynamicImports: [],
        bytes: 1,
        gzip: 1 * KB,
        sources: {},
      },
      'react-a.js': { group: 'react', imports: [], dynamicImports: [], bytes: 1, gzip: 60 * KB, sources: {} },
      'platform-b.js': {
        group: 'platform',
        imports: [],
        dynamicImports: [],
        bytes: 1,
        gzip: 14 * KB,
        sources: {},
      },
      'cart-c.js': { group: 'cart', imports: [], dynamicImports: [], bytes: 1, gzip: 20 * KB, sources: {} },
      'community-d.js': {
        group: 'community',
        imports: [],
        dynamicImports: [],
        bytes: 1,
        gzip: 9 * KB,
        sources: {},
      },
    },
    tags: {
      'cart-link': {
        family: 'cart',
        files: ['cart-c.js', 'platform-b.js', 'react-a.js'],
        initialGzip: 1 * KB,
      },
      'comment-reply-form-element': {
        family: 'community',
        files: ['community-d.js', 'platform-b.js', 'react-a.js'],
        initialGzip: 5 * KB,
      },
    },
    platformGzip: 10 * KB,
    platformSharedUiGzip: 4 * KB,
    ...overrides,
  };
}

const productBudget = PAGE_BUDGETS.find((budget) => budget.path === '/p-C13130.html');
if (!productBudget) throw new Error('the product page has no budget');

describe('size budgets', () => {
  it('finds the library tags in server-rendered markup and adds up what the page loads', () => {
    const tags = libraryTagsIn('<main><cart-link></cart-link><my-own-thing></my-own-thing></main>', info());
    expect(tags).toEqual(['cart-link']);
    expect(pageLoad(info(), tags)).toEqual({
      files: ['shop-widgets.js', 'cart-c.js', 'platform-b.js', 'react-a.js'],
      requests: 4,
      gzip: 95 * KB,
      families: ['cart'],
    });
    expect(pageLoad(info(), [])).toMatchObject({ files: ['shop-widgets.js'], requests: 1 });
  });

  it('hold for a build within every limit', () => {
    const load = pageLoad(info(), ['cart-link']);
    expect(budgetProblems(info(), [{ budget: productBudget, load }])).toEqual([]);
  });

  it('fail on a heavy platform, a heavy widget, a heavy page, too many files and community code on a storefront page', () => {
    const heavy = info();
    heavy.chunks['platform-b.js'] = {
      ...(heavy.chunks['platform-b.js'] as ChunkInfo),
      gzip: PLATFORM_GZIP_LIMIT_AS_MEASURED + 1,
    };
    heavy.tags['cart-link'] = { family: 'cart', files: [], initialGzip: 6 * KB + 1 };
    const load = pageLoad(info(), ['cart-link', 'comment-reply-form-element']);
    const problems = budgetProblems(heavy, [
      { budget: productBudget, load: { ...load, gzip: productBudget.gzip + 1, requests: 7 } },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^platform: .* KB gzipped, limit .* KB$/),
      '<cart-link>: initial code 6.0 KB gzipped, limit 6.0 KB',
      expect.stringMatching(/^product page \/p-C13130\.html: .* KB gzipped, limit .* KB$/),
      'product page /p-C13130.html: 7 JS requests, limit 6',
      'product page /p-C13130.html: loads community code',
    ]);
  });

  it('let a named widget above 6 KB up to its own limit, with its reason in the message', () => {
    const [tag, exception] = Object.entries(WIDGET_INITIAL_EXCEPTIONS)[0] ?? [];
    if (!tag || !exception) throw new Error('no exception to check');
    const within = info({ tags: { [tag]: { family: 'cart', files: [], initialGzip: exception.limit } } });
    expect(budgetProblems(within, [])).toEqual([]);
    const over = info({ tags: { [tag]: { family: 'cart', files: [], initialGzip: exception.limit + 1 } } });
    expect(budgetProblems(over, [])).toEqual([expect.stringContaining(`(${exception.reason})`)]);
    expect(exception.reason.length).toBeGreaterThan(10);
  });

  it('keep the issue targets in view: product page at most 6 files, no community, staff or dealer code on storefront pages', () => {
    expect(productBudget.requests).toBe(6);
    expect(productBudget.forbiddenFamilies).toEqual([
      'community',
      'staff',
      'bios',
      'dealer',
      'installer',
      'checkout',
      'shipping',
    ]);
  });
});
