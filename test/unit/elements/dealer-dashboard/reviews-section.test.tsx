import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealerInstallRequest } from '../../../../src/api/dealer-install-requests';
import type { InstallerReview } from '../../../../src/api/dealer-installers';
import { ReviewsSection } from '../../../../src/elements/dealer/custom-dealer-dashboard/body/reviews-section';
import type { ReviewsModel } from '../../../../src/elements/dealer/custom-dealer-dashboard/body/use-reviews';

const review: InstallerReview = {
  dealerInstallerReviewId: 77,
  dealerInstallerId: 5230,
  rating: 5,
  reviewText: 'Quick and tidy.',
  name: 'Isabella G.',
  webSKU: 'C45036',
  dealerInstallRequestId: null,
  createdOn: '2026-11-20T15:00:00Z',
};

function request(id: number, customerName: string, webSku: string): DealerInstallRequest {
  return {
    dealerInstallRequestId: id,
    dealerInstallerId: 5230,
    customerName,
    customerEmail: null,
    customerPhone: null,
    postalCode: '78701',
    productGroup: 'Ball Mount',
    webSku,
    productName: null,
    vehicle: null,
    additionalInfo: null,
    status: 'Completed',
    requestedOn: '2026-11-10T10:00:00Z',
    seen: true,
    summary: '',
    dealerInstallerReviewId: null,
  } as DealerInstallRequest;
}

const model: ReviewsModel = {
  status: 'ready',
  data: [review],
  error: null,
  reload: () => undefined,
  setData: () => undefined,
  waitingOnly: false,
  setWaitingOnly: () => undefined,
};

describe('the reviews section of the dealer dashboard', () => {
  it('suggests the request the review is about once the requests have loaded, until the dealer picks one', async () => {
    const onLink = vi.fn(async () => true);
    const { rerender } = render(<ReviewsSection model={model} requests={[]} onLink={onLink} />);
    const select = screen.getByLabelText('Request of this review') as HTMLSelectElement;
    expect(select.value).toBe('0');

    const requests = [request(1008, 'Marco R.', 'C13130'), request(1009, 'Isabella Garcia', 'C45036')];
    rerender(<ReviewsSection model={model} requests={requests} onLink={onLink} />);
    expect((screen.getByLabelText('Request of this review') as HTMLSelectElement).value).toBe('1009');

    await userEvent.selectOptions(screen.getByLabelText('Request of this review'), '1008');
    rerender(<ReviewsSection model={model} requests={[...requests]} onLink={onLink} />);
    expect((screen.getByLabelText('Request of this review') as HTMLSelectElement).value).toBe('1008');
  });
});
