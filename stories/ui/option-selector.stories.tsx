import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import {
  OptionColor,
  OptionInputType,
  type OptionItem,
  OptionSelector,
  type OptionSelectorProps,
} from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

const shippingDates: OptionItem[] = [
  {
    id: 'ground',
    title: 'Standard Ground',
    subtitle: 'Arrives Tue, Jun 3',
    rightSideText: 'FREE',
    selected: true,
  },
  {
    id: 'two-day',
    title: '2-Day',
    subtitle: 'Arrives Fri, May 30',
    rightSideText: '$24.99',
    selected: false,
  },
  {
    id: 'overnight',
    title: 'Overnight',
    subtitle: 'Arrives Thu, May 29',
    rightSideText: '$59.99',
    selected: false,
  },
];

const installOptions: OptionItem[] = [
  { id: 'wiring', title: 'Add wiring harness install', subtitle: 'About 1 hour', selected: false },
  { id: 'brake', title: 'Add brake controller install', subtitle: 'About 2 hours', selected: true },
  { id: 'ball', title: 'Add ball mount and pin', rightSideText: '$39.95', selected: false },
];

function OptionDemo(props: OptionSelectorProps) {
  const [items, setItems] = useState(props.items);
  return (
    <div style={{ maxWidth: 400 }}>
      <OptionSelector
        {...props}
        items={items}
        onChange={(next) => {
          setItems(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Option selector',
  component: OptionSelector,
  decorators: [withUiStyles],
  render: (args) => <OptionDemo {...args} />,
  args: {
    items: shippingDates,
    name: 'shipping-date',
    legend: 'Choose a shipping date',
    inputType: OptionInputType.radio,
    color: OptionColor.green,
    onChange: fn(),
  },
} satisfies Meta<typeof OptionSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radio rows: a click selects that row and clears the others. */
export const Radio: Story = {};

/** Checkbox rows: a click toggles only that row. */
export const Checkbox: Story = {
  args: {
    items: installOptions,
    name: 'install-options',
    legend: 'Installation',
    inputType: OptionInputType.checkbox,
  },
};

export const Green: Story = { args: { color: OptionColor.green } };

export const Black: Story = { args: { color: OptionColor.black } };

export const WithError: Story = {
  args: {
    items: installOptions.map((item) => ({ ...item, selected: false })),
    name: 'install-options-error',
    legend: 'Installation',
    inputType: OptionInputType.checkbox,
    showError: true,
  },
};
