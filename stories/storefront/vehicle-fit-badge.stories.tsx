import type { Meta, StoryObj } from '@storybook/react-vite';
import { resetConfig } from '../../src/core/config';
import { resetBadgePageTypeWarning } from '../../src/elements/storefront/vehicle-fit-badge/page-type-gate';

/**
 * `<vehicle-fit-badge>`: whether a product fits the listing's vehicle. It shows on page type `s`
 * (search and product listing) only, and nothing when the page's vehicle is incomplete or the
 * product's fitment is not given.
 */
interface Args {
  year: string;
  make: string;
  model: string;
  fitment: string;
}

const HITCH_FITMENT = JSON.stringify([
  { make: 'Ford', model: 'F-150', yearFrom: 2015, yearTo: 2020 },
  { make: 'Ram', model: '1500', yearFrom: 2019 },
]);

/** The year control takes any text, so a story can try a malformed year (the element reports it). */
const yearText = (year: string) => (year || undefined) as `${number}` | undefined;

/** The page's configuration block says which page this is (community §2: the badge belongs to `s`). */
const onPageType = (pageType: 's' | 'default') => async () => {
  resetConfig({ customerServicePhone: '1-800-555-0142', pageType });
  resetBadgePageTypeWarning();
};

const meta = {
  title: 'Storefront/Vehicle-fit badge',
  tags: ['autodocs'],
  loaders: [onPageType('s')],
  args: { year: '2020', make: 'Ford', model: 'F-150', fitment: HITCH_FITMENT },
  argTypes: {
    year: { name: 'data-year', control: 'text' },
    make: { name: 'data-make', control: 'text' },
    model: { name: 'data-model', control: 'text' },
    fitment: { name: 'data-fitment', control: 'text' },
  },
  render: (args) => (
    <vehicle-fit-badge
      data-year={yearText(args.year)}
      data-make={args.make || undefined}
      data-model={args.model || undefined}
      data-fitment={args.fitment || undefined}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fits: Story = {};

export const DoesNotFit: Story = { args: { year: '2021' } };

export const NoVehicle: Story = { name: 'No badge: vehicle incomplete', args: { model: '' } };

export const UnknownFitment: Story = { name: 'No badge: fitment not given', args: { fitment: '' } };

export const MalformedFitment: Story = {
  name: 'Malformed data-fitment',
  args: { fitment: '[{"model":"F-150"}]' },
};

export const NotASearchPage: Story = {
  name: 'No badge: not a search or listing page (page type default; the console says why)',
  loaders: [onPageType('default')],
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
