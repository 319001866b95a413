import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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

/**
 * Radio rows after a click on the selected row: "radio clears others and toggles the clicked one", so
 * no row is selected (Space on the selected row does the same; Space again selects it).
 */
export const RadioCleared: Story = {
  name: 'Radio, selected row clicked again (none selected)',
  play: async ({ canvas, userEvent }) => {
    const selected = canvas.getByRole('radio', { name: /Standard Ground/ });
    await userEvent.click(selected);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    // The keyboard toggles it too: Space selects the focused row again, and clears it again.
    await userEvent.keyboard(' ');
    await expect(selected).toBeChecked();
    await userEvent.keyboard(' ');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

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
