import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingBar, LoadingBubbles, LoadingCircle } from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Loading',
  component: LoadingBar,
  decorators: [withUiStyles],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = { args: { label: 'Updating your cart' } };

export const Circle: StoryObj<typeof LoadingCircle> = {
  render: (args) => <LoadingCircle {...args} />,
  args: { label: 'Finding installers near you' },
};

export const LargeCircle: StoryObj<typeof LoadingCircle> = {
  render: (args) => <LoadingCircle {...args} />,
  args: { size: 64 },
};

export const Bubbles: StoryObj<typeof LoadingBubbles> = {
  render: (args) => <LoadingBubbles {...args} />,
  args: { label: 'Sending your question' },
};
