import { waitFor, within } from '@testing-library/react';
import { defineWidget } from '../../../src/core/define-widget';
import { myVehicleLinkDefinition } from '../../../src/elements/storefront/my-vehicle-link/my-vehicle-link.element';
import { recordedRequests, seedFakeShop } from '../../../src/mocks/controls';
import { mountElement } from '../../helpers/elements';

defineWidget(myVehicleLinkDefinition);

const link = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement).getByRole('link');

describe('<my-vehicle-link>', () => {
  it("reads 'My Vehicle' and goes to the vehicle finder without a vehicle", async () => {
    const element = await mountElement('my-vehicle-link');
    await waitFor(() => expect(recordedRequests({ path: '/api/ymm/recentvehicles' })).toHaveLength(1));
    expect(link(element)).toHaveTextContent('My Vehicle');
    expect(link(element)).toHaveAttribute('href', 'http://127.0.0.1:4173/vehicle-finder.aspx?noymm=true');
  });

  it('shows the most recent vehicle and links to its vehicle page', async () => {
    seedFakeShop({
      ymm: {
        recentVehicles: [
          { year: 2019, make: 'Land Rover', model: 'Range Rover Sport' },
          { year: 2020, make: 'Ford', model: 'F-150' },
        ],
      },
    });
    const element = await mountElement('my-vehicle-link', { 'data-link-text': 'Your vehicle' });
    await waitFor(() =>
      expect(link(element)).toHaveTextContent('Your vehicle2019 Land Rover Range Rover Sport'),
    );
    expect(link(element)).toHaveAttribute(
      'href',
      'http://127.0.0.1:4173/vehicle/2019/Land%20Rover/Range%20Rover%20Sport',
    );
  });

  it('follows a vehicle picked anywhere on the page', async () => {
    const element = await mountElement('my-vehicle-link');
    window.dispatchEvent(
      new CustomEvent('shop:vehicle-selected', { detail: { year: 2021, make: 'Ford', model: 'Bronco' } }),
    );
    await waitFor(() => expect(link(element)).toHaveTextContent('My Vehicle2021 Ford Bronco'));
    expect(link(element)).toHaveAttribute('href', 'http://127.0.0.1:4173/vehicle/2021/Ford/Bronco');
  });
});
