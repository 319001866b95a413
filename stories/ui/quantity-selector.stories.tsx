import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantitySelector, type QuantitySelectorProps } from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

function QuantityDemo(props: QuantitySelectorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantitySelector
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Quantity selector',
  component: QuantitySelector,
  decorators: [withUiStyles],
  render: (args) => <QuantityDemo {...args} />,
  args: { value: 1, sku: 'HITCH-RM-2', onChange: fn() },
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Minus is disabled at 0. */
export const AtMinimum: Story = { args: { value: 0 } };

/** Plus is disabled at 10000. */
export const AtMaximum: Story = { args: { value: 10000 } };

/** The skus misc and local-install have no maximum: plus stays enabled past 10000. */
export const ExemptSku: Story = { args: { value: 10000, sku: 'local-install' } };

export const Disabled: Story = { args: { value: 2, disabled: true } };
