import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from '../../../src/ui/modal/modal';
import { FIRST_LOAD_TEST_TIMEOUT_MS, FIRST_LOAD_TIMEOUT_MS } from '../../first-load';

function ModalWithOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change zip
      </button>
      <Modal id="zip-input-modal" title="Estimated Delivery" open={open} onOpenChange={setOpen}>
        <p>Delivery estimate</p>
      </Modal>
    </>
  );
}

/**
 * Issue 8, target 3: the dialog's code (and the focus trap) load on intent. This file opens the modal
 * before anything loaded it (its own module registry): the dialog shows once its code arrives, with
 * focus inside and given back on close, and the page's content stays in place meanwhile.
 */
describe('Modal, opened before its dialog loaded', () => {
  it('shows the dialog once its code has loaded, traps focus and gives it back', {
    timeout: FIRST_LOAD_TEST_TIMEOUT_MS,
  }, async () => {
    const user = userEvent.setup();
    render(<ModalWithOpener />);
    const opener = screen.getByRole('button', { name: 'Change zip' });
    await user.click(opener);
    expect(opener).toBeInTheDocument();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Estimated Delivery' },
      { timeout: FIRST_LOAD_TIMEOUT_MS },
    );
    expect(dialog).toHaveAttribute('id', 'zip-input-modal');
    expect(dialog).toHaveTextContent('Delivery estimate');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
