import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StarRatingDisplay, StarRatingInput, type StarRatingInputProps } from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Star rating',
  component: StarRatingDisplay,
  decorators: [withUiStyles],
  args: { value: 0, size: 20 },
} satisfies Meta<typeof StarRatingDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = { args: { value: 0 } };

/** 2.3: the fraction 0.3 gives a half star. */
export const TwoPointThree: Story = { args: { value: 2.3 } };

export const ThreeAndAHalf: Story = { args: { value: 3.5 } };

/** 4.8: the fraction 0.8 rounds up to a full star. */
export const FourPointEight: Story = { args: { value: 4.8 } };

function StarInputDemo(props: StarRatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRatingInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

export const InputEditable: StoryObj<typeof StarRatingInput> = {
  render: (args) => <StarInputDemo {...args} />,
  args: { name: 'rating', label: 'Your rating', value: 0, editable: true, onChange: fn() },
};

/** Clicks do nothing; the radios are disabled. */
export const InputReadOnly: StoryObj<typeof StarRatingInput> = {
  render: (args) => <StarInputDemo {...args} />,
  args: { name: 'rating-read-only', label: 'Your rating', value: 4, editable: false, onChange: fn() },
};
