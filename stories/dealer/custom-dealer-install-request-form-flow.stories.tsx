import type { Meta, StoryObj } from '@storybook/react-vite';
import { injectFault } from '../../src/mocks/controls';

/**
 * `<custom-dealer-install-request-form-flow>` on the fake shop: a shopper near 78701 (Austin) asks installers to fit
 * a hitch. The step lives in the page's URL (`?installstep=`); every story starts without one.
 */
interface Args {
  installerId: number;
  installerName: string;
  step: 'installers' | 'details' | 'vehicle' | 'contact' | 'done';
  websku: string;
  postalCode: string;
  productGroup: string;
  productGroupImage: string;
  productGroupCategory: string;
  isFitguided: boolean;
  recentRequestIds: string;
  vehicle: string;
  additionalInfo: string;
}

const TAG = 'custom-dealer-install-request-form-flow';

function clearStepFromUrl() {
  const url = new URL(location.href);
  url.searchParams.delete('installstep');
  history.replaceState(history.state, '', url);
}

/** Types into a field of the widget as a person would (React hears the input event). */
function type(root: ShadowRoot, selector: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(selector);
  if (!input) throw new Error(`No ${selector}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function shadowOf(canvas: HTMLElement, selector: string): Promise<ShadowRoot> {
  for (let tries = 0; tries < 100; tries += 1) {
    const root = canvas.querySelector(TAG)?.shadowRoot;
    if (root?.querySelector(selector)) return root;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${selector} never appeared`);
}

const meta = {
  title: 'Dealer/Install request form flow',
  tags: ['autodocs'],
  globals: { role: 'shopper' },
  loaders: [async () => clearStepFromUrl()],
  args: {
    installerId: 0,
    installerName: '',
    step: 'installers',
    websku: 'C13130',
    postalCode: '78701',
    productGroup: 'Trailer Hitch',
    productGroupImage: '/images/products/C13130.svg',
    productGroupCategory: 'Towing',
    isFitguided: false,
    recentRequestIds: '',
    vehicle: '',
    additionalInfo: '',
  },
  argTypes: {
    installerId: { name: 'data-installer-id', control: 'number' },
    installerName: { name: 'data-installer-name', control: 'text' },
    step: {
      name: 'data-step',
      control: 'select',
      options: ['installers', 'details', 'vehicle', 'contact', 'done'],
    },
    websku: { name: 'data-websku', control: 'text' },
    postalCode: { name: 'data-postal-code', control: 'text' },
    productGroup: { name: 'data-product-group', control: 'text' },
    productGroupImage: { name: 'data-product-group-image', control: 'text' },
    productGroupCategory: { name: 'data-product-group-category', control: 'text' },
    isFitguided: { name: 'data-is-fitguided', control: 'boolean' },
    recentRequestIds: { name: 'data-recent-request-ids', control: 'text' },
    vehicle: { name: 'data-vehicle', control: 'text' },
    additionalInfo: { name: 'data-additional-info', control: 'text' },
  },
  render: (args) => (
    <custom-dealer-install-request-form-flow
      data-installer-id={args.installerId}
      data-installer-name={args.installerName}
      data-step={args.step}
      data-websku={args.websku}
      data-postal-code={args.postalCode}
      data-product-group={args.productGroup}
      data-product-group-image={args.productGroupImage}
      data-product-group-category={args.productGroupCategory}
      data-is-fitguided={args.isFitguided}
      data-recent-request-ids={args.recentRequestIds}
      data-vehicle={args.vehicle}
      data-additional-info={args.additionalInfo}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const installerPage = {
  installerId: 4711,
  installerName: 'Hitch Pros',
  postalCode: '78704',
  productGroup: 'Trailer Wiring',
  websku: 'C56146',
  productGroupImage: '/images/products/C56146.svg',
  vehicle: '2019 Toyota RAV4',
  isFitguided: true,
} as const;

export const Installers: Story = { name: '1. Installers near a ZIP code' };

export const NoZipCode: Story = {
  name: '1. Installers: no ZIP code yet, no product group',
  args: { postalCode: '', productGroup: '', productGroupImage: '' },
};

export const Details: Story = {
  name: "1. Installer's details (installer-details page)",
  args: { ...installerPage, step: 'details' },
};

export const Vehicle: Story = {
  name: '2. Vehicle and job (year, make, model)',
  args: { installerId: 4711, installerName: 'Hitch Pros', step: 'vehicle' },
};

export const GivenVehicle: Story = {
  name: "2. Vehicle and job: the page's fit-guided vehicle",
  args: { ...installerPage, step: 'vehicle', additionalInfo: 'Already has a 7-way connector.' },
};

export const Contact: Story = {
  name: '3. Contact details',
  args: { ...installerPage, step: 'contact' },
};

export const ContactErrors: Story = {
  name: '3. Contact details: validation messages',
  args: { ...installerPage, step: 'contact' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '#shop-flow-email');
    type(root, '#shop-flow-email', 'dana@example');
    type(root, '#shop-flow-phone', '555-01');
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

export const Sent: Story = {
  name: '4. Sent: request number and what happens next',
  args: { ...installerPage, step: 'contact' },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '#shop-flow-email');
    type(root, '#shop-flow-name', 'Dana Reyes');
    type(root, '#shop-flow-email', 'dana@example.com');
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

export const AlreadyRequested: Story = {
  name: 'Already requested (recent request ids)',
  args: { ...installerPage, step: 'details', recentRequestIds: '[3, 1002]' },
};

export const Empty: Story = {
  name: 'Empty (no installers within 25 miles)',
  args: { postalCode: '10001' },
};

export const Loading: Story = {
  name: 'Loading (slow network)',
  loaders: [
    async () =>
      injectFault({ path: '/api/installers/*', latencyMs: 600_000, times: Number.POSITIVE_INFINITY }),
  ],
};

export const SearchError: Story = {
  name: 'Error: installers cannot be looked up',
  loaders: [
    async () => injectFault({ path: '/api/installers/*', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
};

export const PhotosError: Story = {
  name: "Error: the installer's photos cannot be loaded (Try again)",
  args: { ...installerPage, step: 'details' },
  loaders: [
    async () =>
      injectFault({
        method: 'GET',
        path: '/api/installers/4711/media',
        status: 500,
        times: Number.POSITIVE_INFINITY,
      }),
  ],
};

export const SendError: Story = {
  name: 'Error: the request cannot be sent (everything kept)',
  args: { ...installerPage, step: 'contact' },
  loaders: [
    async () =>
      injectFault({ path: '/api/dealer-install-request/*', status: 500, times: Number.POSITIVE_INFINITY }),
  ],
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, '#shop-flow-email');
    type(root, '#shop-flow-name', 'Dana Reyes');
    type(root, '#shop-flow-email', 'dana@example.com');
    root.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

export const Mobile: Story = {
  name: 'Mobile width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
