import { fireEvent, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { installRequestsSelectorDefinition } from '../../../src/elements/dealer/dealer-install-requests-selector-element/dealer-install-requests-selector.element';
import { BUSY_DEALER, injectFault, recordedRequests, SAMPLE_DEALER, setRole } from '../../../src/mocks';
import { mountElement, settle } from '../../helpers/elements';

defineWidget(installRequestsSelectorDefinition);

const view = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('<dealer-install-requests-selector-element>', () => {
  it("lists the dealer's requests with the unseen ones marked, and fires the chosen one", async () => {
    setRole('busy-dealer');
    const element = await mountElement('dealer-install-requests-selector-element', {
      'data-dealer-id': String(BUSY_DEALER.dealerInstallerId),
    });
    const ui = view(element);
    expect(await ui.findByText('24 requests')).toHaveTextContent('24 requests, 3 new');
    expect(ui.getByRole('article', { name: 'Olivia Bennett, new' })).toBeInTheDocument();
    expect(ui.getByRole('article', { name: 'Liam Nguyen' })).toBeInTheDocument();
    const chosen = vi.fn();
    window.addEventListener('shop:install-request-selected', chosen);
    const select = ui.getByRole('button', { name: 'Select request #1004, Liam Nguyen' });
    fireEvent.click(select);
    expect(select).toHaveAttribute('aria-pressed', 'true');
    expect(chosen.mock.calls[0]?.[0].detail).toEqual({
      dealerInstallRequestId: 1004,
      dealerInstallerId: 5230,
    });
    window.removeEventListener('shop:install-request-selected', chosen);
  });

  it('keeps to the given dealer, and tells a visitor who is not one to sign in', async () => {
    setRole('dealer');
    const element = await mountElement('dealer-install-requests-selector-element', {
      'data-dealer-id': String(SAMPLE_DEALER.dealerInstallerId),
    });
    expect(await view(element).findByText('3 requests')).toBeInTheDocument();
    element.remove();

    setRole('shopper');
    const shopper = await mountElement('dealer-install-requests-selector-element', {
      'data-dealer-id': '4711',
    });
    expect(
      await view(shopper).findByText('Sign in as a dealer installer to see your install requests.'),
    ).toBeInTheDocument();
    shopper.remove();

    const none = await mountElement('dealer-install-requests-selector-element', {});
    expect(
      await view(none).findByText('Sign in as a dealer installer to see your install requests.'),
    ).toBeInTheDocument();
    await settle(30);
    expect(recordedRequests({ path: '/api/dealer-install-request/requests' })).toHaveLength(2);
  });

  it('says so when the requests cannot be loaded, and tries again', async () => {
    setRole('dealer');
    injectFault({ path: '/api/dealer-install-request/requests', status: 500 });
    const element = await mountElement('dealer-install-requests-selector-element', {
      'data-dealer-id': '4711',
    });
    const alert = await view(element).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your install requests.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await view(element).findByRole('article', { name: 'Maria Gonzalez' })).toBeInTheDocument();
  });

  it('shows the empty text for a dealer without requests', async () => {
    setRole('dealer');
    const element = await mountElement('dealer-install-requests-selector-element', {
      'data-dealer-id': '9999',
    });
    expect(await view(element).findByText('You have no install requests yet.')).toBeInTheDocument();
  });
});
