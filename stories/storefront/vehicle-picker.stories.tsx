import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { YMM_PATHS } from '../../src/api/ymm';
import { setNavigate } from '../../src/elements/storefront/vehicle-picker/navigate';
import type { VehiclePageKindSetting } from '../../src/elements/storefront/vehicle-picker/vehicle-navigation';
import { injectFault, seedFakeShop } from '../../src/mocks/controls';

/**
 * `<vehicle-picker>`: Year, Make and Model open a hash-routed overlay (years by decade, preferred
 * makes with See More / See Less, models, recent vehicles). In these stories a pick does not leave
 * the page: where it would go is shown under the picker.
 */

interface Args {
  elementId: string;
  heading: string;
  pageKind: VehiclePageKindSetting;
  productBaseUrl: string;
  hitchCategory: string;
  year: string;
  make: string;
  model: string;
}

const DESTINATION_ID = 'story-vehicle-destination';

function showDestination(url: string): void {
  const output = document.getElementById(DESTINATION_ID);
  if (output) output.textContent = url;
}

/** The picker inside a story's canvas. */
function picker(canvasElement: HTMLElement) {
  const element = canvasElement.querySelector('vehicle-picker') as HTMLElement;
  return within(element.shadowRoot as unknown as HTMLElement);
}

async function openYears(canvasElement: HTMLElement) {
  const button = await waitFor(() => picker(canvasElement).getByRole('button', { name: /Year/ }));
  button.click();
  await waitFor(() => expect(picker(canvasElement).getByRole('dialog')).toBeVisible());
}

async function choose(canvasElement: HTMLElement, name: string) {
  const option = await waitFor(() =>
    picker(canvasElement).getByRole('option', { name: (accessibleName) => accessibleName === name }),
  );
  option.click();
}

/** The year control takes any text, so a story can try a malformed year (the element reports it). */
const yearText = (year: string) => (year || undefined) as `${number}` | undefined;

const meta = {
  title: 'Storefront/Vehicle picker',
  tags: ['autodocs'],
  args: {
    elementId: '',
    heading: 'Shop by Vehicle',
    pageKind: 'auto',
    productBaseUrl: '',
    hitchCategory: '',
    year: '',
    make: '',
    model: '',
  },
  argTypes: {
    elementId: { name: 'data-element-id', control: 'text' },
    heading: { name: 'data-heading', control: 'text' },
    pageKind: {
      name: 'data-page-kind',
      control: 'select',
      options: ['auto', 'product', 'fit-guide', 'search', 'department', 'other'],
    },
    productBaseUrl: { name: 'data-product-base-url', control: 'text' },
    hitchCategory: { name: 'data-hitch-category', control: 'text' },
    year: { name: 'data-year', control: 'text' },
    make: { name: 'data-make', control: 'text' },
    model: { name: 'data-model', control: 'text' },
  },
  loaders: [
    async () => {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      setNavigate(showDestination);
      return {};
    },
  ],
  render: (args) => (
    <div>
      <vehicle-picker
        data-element-id={args.elementId || undefined}
        data-heading={args.heading}
        data-page-kind={args.pageKind}
        data-product-base-url={args.productBaseUrl || undefined}
        data-hitch-category={args.hitchCategory || undefined}
        data-year={yearText(args.year)}
        data-make={args.make || undefined}
        data-model={args.model || undefined}
      />
      <p>
        A pick would go to: <output id={DESTINATION_ID}>(nothing picked yet)</output>
      </p>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithPageVehicle: Story = {
  name: "With the page's vehicle",
  args: { year: '2019', make: 'Ram', model: '1500' },
};

export const ProductPage: Story = {
  args: { pageKind: 'product', productBaseUrl: '/p-C13130.html', year: '2020', make: 'Ford', model: 'F-150' },
};

export const FitGuidePage: Story = {
  name: 'Fit-guide results page',
  args: { hitchCategory: 'Trailer-Hitch' },
};

export const Years: Story = {
  name: 'Overlay: Select Vehicle Year',
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await waitFor(() => expect(picker(canvasElement).getByRole('heading', { name: '2020s' })).toBeVisible());
  },
};

export const LoadingYears: Story = {
  name: 'Overlay: Loading Year Options...',
  loaders: [async () => injectFault({ path: YMM_PATHS.years, latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await waitFor(() =>
      expect(picker(canvasElement).getAllByText('Loading Year Options...')[0]).toBeVisible(),
    );
  },
};

export const YearsFailed: Story = {
  name: 'Overlay: years could not load',
  loaders: [async () => injectFault({ path: YMM_PATHS.years, status: 500, times: 3 })],
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await waitFor(() =>
      expect(picker(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible(),
    );
  },
};

export const Makes: Story = {
  name: 'Overlay: Select Make',
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await choose(canvasElement, '2020');
    await waitFor(() =>
      expect(picker(canvasElement).getByRole('button', { name: 'See More' })).toBeVisible(),
    );
  },
};

export const MakesSeeMore: Story = {
  name: 'Overlay: Select Make, See More',
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await choose(canvasElement, '2020');
    const more = await waitFor(() => picker(canvasElement).getByRole('button', { name: 'See More' }));
    more.click();
    // Shown as the list's label and said by the live region: twice.
    await waitFor(() => expect(picker(canvasElement).getAllByText('More Options Below')[0]).toBeVisible());
  },
};

export const LoadingMakes: Story = {
  name: 'Overlay: Loading Make Options...',
  loaders: [async () => injectFault({ path: YMM_PATHS.makes(2020), latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await choose(canvasElement, '2020');
    await waitFor(() =>
      expect(picker(canvasElement).getAllByText('Loading Make Options...')[0]).toBeVisible(),
    );
  },
};

export const Models: Story = {
  name: 'Overlay: Select Model',
  play: async ({ canvasElement }) => {
    await openYears(canvasElement);
    await choose(canvasElement, '2020');
    await choose(canvasElement, 'Ford');
    await waitFor(() => expect(picker(canvasElement).getByRole('option', { name: 'F-150' })).toBeVisible());
  },
};

export const RecentVehicles: Story = {
  name: 'Overlay: recently viewed vehicles',
  loaders: [
    async () =>
      seedFakeShop({
        ymm: {
          recentVehicles: [
            { year: 2020, make: 'Ford', model: 'F-150' },
            { year: 2019, make: 'Ram', model: '1500' },
            { year: 2022, make: 'Toyota', model: 'Tacoma' },
          ],
        },
      }),
  ],
  play: async ({ canvasElement }) => {
    const recent = await waitFor(() =>
      picker(canvasElement).getByRole('button', { name: /Recent Vehicles/ }),
    );
    recent.click();
    await waitFor(() =>
      expect(picker(canvasElement).getByRole('button', { name: 'New Vehicle' })).toBeVisible(),
    );
  },
};

export const ChangingPage: Story = {
  name: 'Go: loading circle while the page changes',
  args: { year: '2019', make: 'Ram', model: '1500' },
  loaders: [async () => injectFault({ path: YMM_PATHS.validate, latencyMs: Infinity })],
  play: async ({ canvasElement }) => {
    const go = await waitFor(() => picker(canvasElement).getByRole('button', { name: 'Go' }));
    go.click();
    await waitFor(() => expect(picker(canvasElement).getByRole('status')).toHaveTextContent('Loading parts'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { year: '2019', make: 'Ram', model: '1500' },
};

export const MobileOverlay: Story = {
  name: 'Mobile: overlay with close control',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Makes.play,
};
