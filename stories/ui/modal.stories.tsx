import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Modal, type ModalProps, openModal } from '../../src/ui';
import { withUiStyles } from './with-ui-styles';

/** A page-like frame: an opener button (focus returns to it) and the modal it controls. */
function ModalDemo({ defaultOpen, ...props }: ModalProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen ?? true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  decorators: [withUiStyles],
  render: (args) => <ModalDemo {...args} />,
  args: {
    id: 'zip-input-modal',
    title: 'Estimated Delivery to 84101',
    width: 343,
    onOpenChange: fn(),
    onClose: fn(),
    children: (
      <p style={{ margin: 0 }}>
        Order in the next 3 hours and your hitch ships today. Enter another zip code to check a different
        address.
      </p>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const DefaultWidth: Story = {
  args: { id: 'default-width-modal', width: undefined, title: 'Why are you returning this item?' },
};

/** Closed until the button calls `openModal(id)`, the way other widgets open a modal they do not own. */
export const ClosedOpenedById: Story = {
  render: (args) => (
    <>
      <button type="button" onClick={() => openModal('closed-story-modal')}>
        openModal('closed-story-modal')
      </button>
      <Modal {...args} id="closed-story-modal" />
    </>
  ),
};

export const Processing: Story = {
  args: { processing: true },
};

export const WithError: Story = {
  args: { errorMessage: 'We could not look up that zip code. Please try again.' },
};

/** Renders nothing and logs 'modal must have an id' (see the console). */
export const WithoutId: Story = {
  args: { id: '' },
  render: (args) => (
    <>
      <p>No modal renders here: a modal without an id logs an error instead.</p>
      <Modal {...args} open />
    </>
  ),
};
