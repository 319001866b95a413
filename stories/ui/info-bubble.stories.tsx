import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoBubble } from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

const meta = {
  title: 'UI/Info bubble',
  component: InfoBubble,
  decorators: [withUiStyles],
  args: {
    label: 'About delivery estimates',
    content: 'Delivery dates are estimates from the carrier and start when your order ships.',
  },
  parameters: { layout: 'fullscreen' },
  // Shows the bubble the way a pointer would.
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About delivery estimates' }));
  },
} satisfies Meta<typeof InfoBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enough room above the trigger: the bubble opens above it. */
export const Normal: Story = {
  render: (args) => (
    <p style={{ margin: '240px 0 0', textAlign: 'center' }}>
      Estimated delivery <InfoBubble {...args} />
    </p>
  ),
};

/** Less than 100 px above the trigger: the bubble flips below it. */
export const NearTopFlipped: Story = {
  render: (args) => (
    <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
      Estimated delivery <InfoBubble {...args} />
    </p>
  ),
};

export const CustomWidth: Story = {
  args: { width: 200 },
  render: Normal.render,
};
