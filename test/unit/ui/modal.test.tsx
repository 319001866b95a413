import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { logger } from '../../../src/core/logger';
import {
  closeModal,
  MODAL_OPEN_BODY_CLASS,
  Modal,
  modalDocumentStyles,
  openModal,
  preloadModal,
} from '../../../src/ui';

function silenceLogger() {
  return {
    error: vi.spyOn(logger, 'error').mockImplementation(() => undefined),
    warning: vi.spyOn(logger, 'warning').mockImplementation(() => undefined),
  };
}

/** An opener button and a modal it controls, as a widget would use it. */
function ModalWithOpener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change zip
      </button>
      <Modal
        id="zip-input-modal"
        title="Estimated Delivery to 12345"
        open={open}
        onOpenChange={setOpen}
        onClose={onClose}
      >
        <p>Delivery estimate</p>
      </Modal>
    </>
  );
}

async function openWithOpener() {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<ModalWithOpener onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Change zip' }));
  const dialog = screen.getByRole('dialog', { name: 'Estimated Delivery to 12345' });
  return { user, onClose, dialog };
}

// The dialog loads on intent (test/unit/ui/modal-lazy.test.tsx); these tests are about the dialog itself.
beforeAll(() => preloadModal());

describe('Modal', () => {
  describe('id', () => {
    it("logs 'modal must have an id' once and renders nothing without an id", () => {
      const { error } = silenceLogger();
      const { rerender, container } = render(
        <Modal id="" open title="No id">
          content
        </Modal>,
      );
      rerender(
        <Modal id="" open title="No id, again">
          content
        </Modal>,
      );

      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('modal must have an id', expect.anything());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(container).toBeEmptyDOMElement();
    });

    it('does not log when the id is present', () => {
      const { error } = silenceLogger();
      render(<Modal id="fine" open title="Fine" />);
      expect(error).not.toHaveBeenCalled();
    });

    it("logs 'No modal found with the provided id.' for an unknown id", () => {
      const { error } = silenceLogger();
      render(<Modal id="known" title="Known" />);

      expect(openModal('unknown-modal')).toBe(false);
      expect(closeModal('unknown-modal')).toBe(false);

      expect(error).toHaveBeenCalledTimes(2);
      expect(error).toHaveBeenCalledWith('No modal found with the provided id.', expect.anything());
    });

    it('forgets a modal once it unmounts', () => {
      const { error } = silenceLogger();
      const { unmount } = render(<Modal id="temporary" title="Temporary" />);
      unmount();
      expect(openModal('temporary')).toBe(false);
      expect(error).toHaveBeenCalledWith('No modal found with the provided id.', expect.anything());
    });
  });

  describe('registry', () => {
    it('opens and closes an uncontrolled modal by id', () => {
      const onClose = vi.fn();
      render(
        <Modal id="reasons-modal" title="Reasons" onClose={onClose}>
          Why
        </Modal>,
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      act(() => {
        expect(openModal('reasons-modal')).toBe(true);
      });
      expect(screen.getByRole('dialog', { name: 'Reasons' })).toHaveAttribute('id', 'reasons-modal');

      act(() => {
        closeModal('reasons-modal');
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('asks a controlled modal to open through onOpenChange and leaves the state to its owner', () => {
      const onOpenChange = vi.fn();
      render(<Modal id="controlled" title="Controlled" open={false} onOpenChange={onOpenChange} />);

      act(() => {
        openModal('controlled');
      });

      expect(onOpenChange).toHaveBeenCalledWith(true);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('closing', () => {
    it('closes on a click on the dimmed background', async () => {
      const { user, onClose, dialog } = await openWithOpener();
      const background = dialog.parentElement as HTMLElement;

      await user.click(background);

      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('stays open on a click inside the dialog', async () => {
      const { user, onClose, dialog } = await openWithOpener();

      await user.click(screen.getByText('Delivery estimate'));
      await user.click(dialog);

      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('stays open when a label in the dialog is clicked (its input gets a second click)', async () => {
      const user = userEvent.setup();
      const onClose = vi.fn();
      render(
        <Modal id="with-label" title="With label" defaultOpen onClose={onClose}>
          <label>
            <input type="checkbox" /> Remember my zip
          </label>
        </Modal>,
      );

      await user.click(screen.getByText('Remember my zip'));

      expect(screen.getByRole('checkbox', { name: 'Remember my zip' })).toBeChecked();
      expect(onClose).not.toHaveBeenCalled();
    });

    it('stays open when a press starts inside the dialog and ends on the background', async () => {
      const { user, onClose, dialog } = await openWithOpener();
      const background = dialog.parentElement as HTMLElement;

      await user.pointer([
        { keys: '[MouseLeft>]', target: screen.getByText('Delivery estimate') },
        { target: background },
        { keys: '[/MouseLeft]', target: background },
      ]);

      expect(onClose).not.toHaveBeenCalled();
    });

    it('closes on Escape', async () => {
      const { user, onClose } = await openWithOpener();
      await waitFor(() =>
        expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
      );

      await user.keyboard('{Escape}');

      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with the Close button', async () => {
      const { user, onClose } = await openWithOpener();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes only the innermost modal on Escape', async () => {
      const user = userEvent.setup();
      const outerClose = vi.fn();
      const innerClose = vi.fn();
      render(
        <Modal id="outer" title="Outer" defaultOpen onClose={outerClose}>
          <Modal id="inner" title="Inner" defaultOpen onClose={innerClose} />
        </Modal>,
      );
      await waitFor(() =>
        expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(
          document.activeElement as HTMLElement,
        ),
      );

      await user.keyboard('{Escape}');

      expect(innerClose).toHaveBeenCalledTimes(1);
      expect(outerClose).not.toHaveBeenCalled();
    });
  });

  describe('accessibility', () => {
    it('is a modal dialog named by its title', () => {
      render(<Modal id="named" title="Estimated Delivery to 12345" defaultOpen />);
      const dialog = screen.getByRole('dialog', { name: 'Estimated Delivery to 12345' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
    });

    it('can be named by an element of its content', () => {
      render(
        <Modal id="labelled" labelledBy="custom-heading" defaultOpen>
          <h3 id="custom-heading">Pick a store</h3>
        </Modal>,
      );
      expect(screen.getByRole('dialog', { name: 'Pick a store' })).toBeInTheDocument();
    });

    it('moves focus into the dialog and returns it to the opener on close', async () => {
      const { user, dialog } = await openWithOpener();
      const opener = screen.getByRole('button', { name: 'Change zip' });

      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');

      await waitFor(() => expect(opener).toHaveFocus());
    });

    it('keeps Tab inside the dialog', async () => {
      // jsdom has no layout, so every element looks hidden to focus-trap; give them a box.
      vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
        new DOMRect(0, 0, 10, 10),
      ] as unknown as DOMRectList);
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Outside</button>
          <Modal id="trap" title="Trap" defaultOpen>
            <button type="button">First</button>
            <button type="button">Second</button>
          </Modal>
        </>,
      );
      const close = screen.getByRole('button', { name: 'Close' });
      await waitFor(() => expect(close).toHaveFocus());

      await user.tab();
      expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    });
  });

  describe('body scroll lock', () => {
    it('adds the body class while any modal is open and removes it when the last one closes', () => {
      render(
        <>
          <Modal id="first" title="First" />
          <Modal id="second" title="Second" />
        </>,
      );
      expect(document.body).not.toHaveClass(MODAL_OPEN_BODY_CLASS);

      act(() => {
        openModal('first');
        openModal('second');
      });
      expect(document.body).toHaveClass('shop-modal-open');

      act(() => {
        closeModal('first');
      });
      expect(document.body).toHaveClass('shop-modal-open');

      act(() => {
        closeModal('second');
      });
      expect(document.body).not.toHaveClass('shop-modal-open');
    });

    it('removes the body class when an open modal unmounts', () => {
      const { unmount } = render(<Modal id="unmounting" title="Unmounting" defaultOpen />);
      expect(document.body).toHaveClass('shop-modal-open');
      unmount();
      expect(document.body).not.toHaveClass('shop-modal-open');
    });

    it('exports the document rule that locks scrolling', () => {
      expect(modalDocumentStyles).toBe('body.shop-modal-open{overflow:hidden}');
    });
  });

  describe('states and layout', () => {
    it('shows a loading bar and marks the dialog busy while processing', () => {
      render(<Modal id="busy" title="Busy" defaultOpen processing />);
      expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
    });

    it('is not busy and has no loading bar otherwise', () => {
      render(<Modal id="idle" title="Idle" defaultOpen />);
      expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy');
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('shows the error message in an alert', () => {
      render(<Modal id="failed" title="Failed" defaultOpen errorMessage="Something went wrong." />);
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    });

    it('takes its width in px from the width prop', () => {
      render(<Modal id="zip-input-modal" title="Zip" width={343} defaultOpen />);
      expect(screen.getByRole('dialog')).toHaveStyle({ width: '343px' });
    });

    it('renders into the given container, such as a shadow root', () => {
      const host = document.createElement('div');
      document.body.append(host);
      const shadowRoot = host.attachShadow({ mode: 'open' });

      render(
        <Modal id="in-shadow" title="In shadow" defaultOpen container={shadowRoot}>
          Inside
        </Modal>,
      );

      expect(shadowRoot.querySelector('[role="dialog"]')).toHaveTextContent('Inside');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
