import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * `<vehicle-fit-badge>`: whether a product fits the listing's vehicle. It shows nothing when the
 * page's vehicle is incomplete or the product's fitment is not given.
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

const meta = {
  title: 'Storefront/Vehicle-fit badge',
  tags: ['autodocs'],
  args: { year: '2020', make: 'Ford', model: 'F-150', fitment: HITCH_FITMENT },
  argTypes: {
    year: { name: 'data-year', control: 'text' },
    make: { name: 'data-make', control: 'text' },
    model: { name: 'data-model', control: 'text' },
    fitment: { name: 'data-fitment', control: 'text' },
  },
  render: (args) => (
    <vehicle-fit-badge
      data-year={args.year || undefined}
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
