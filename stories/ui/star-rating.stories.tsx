import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { StarRatingDisplay, StarRatingInput, type StarRatingInputProps } from '../../src/ui';
import {
  StarRatingRadioGroup,
  type StarRatingRadioGroupProps,
} from '../../src/ui/star-rating/star-radio-group';
import { starRadioGroupStyles } from '../../src/ui/star-rating/star-radio-group.styles';
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

function RadioGroupDemo(props: StarRatingRadioGroupProps) {
  const [value, setValue] = useState(props.value);
  const [refused, setRefused] = useState(props.showRequiredNotice ? 1 : 0);
  return (
    <form
      style={{ display: 'grid', gap: 12, justifyItems: 'start' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (value < 1) setRefused((count) => count + 1);
      }}
    >
      <StarRatingRadioGroup
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
        showRequiredNotice={refused > 0}
        noticeKey={refused}
      />
      <button type="submit" style={{ minHeight: 32, padding: '4px 16px' }}>
        Submit
      </button>
      {/* The group's own CSS (a widget adopts it into its shadow root; the ui barrel's uiStyles leaves it out). */}
      <style>{starRadioGroupStyles}</style>
    </form>
  );
}

/**
 * The review forms' star input (`StarRatingRadioGroup`): a WAI-ARIA radio group (one Tab stop; the arrow
 * keys move and select) with its required-rating notice. Submit without a star to see the notice.
 */
export const RadioGroup: StoryObj<typeof StarRatingRadioGroup> = {
  name: 'Radio group',
  render: (args) => <RadioGroupDemo {...args} />,
  args: { label: 'Your rating', value: 0, showRequiredNotice: false, onChange: fn() },
};

/** After a submit without a star: the notice shows, the group is invalid and described by it. */
export const RadioGroupRequired: StoryObj<typeof StarRatingRadioGroup> = {
  name: 'Radio group, rating required',
  render: (args) => <RadioGroupDemo {...args} />,
  args: { label: 'Your rating', value: 0, showRequiredNotice: true, onChange: fn() },
};
