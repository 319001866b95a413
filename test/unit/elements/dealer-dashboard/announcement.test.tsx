import { renderHook } from '@testing-library/react';
import { useLatestAnnouncement } from '../../../../src/elements/dealer/custom-dealer-dashboard/body/dashboard-body';

describe("the dealer dashboard's one live region", () => {
  it('announces the text that changed last, wherever it is in the list', () => {
    const { result, rerender } = renderHook(({ texts }) => useLatestAnnouncement(texts), {
      initialProps: { texts: ['', '', ''] },
    });
    expect(result.current).toBe('');
    rerender({ texts: ['', '', 'Account #7 now signs in for your installer.'] });
    expect(result.current).toBe('Account #7 now signs in for your installer.');
    // A request saved after the account: the request's text, though an earlier entry of the list.
    rerender({ texts: ['Request #1001 saved.', '', 'Account #7 now signs in for your installer.'] });
    expect(result.current).toBe('Request #1001 saved.');
    rerender({
      texts: ['Request #1001 saved.', 'Local pickup is off.', 'Account #7 now signs in for your installer.'],
    });
    expect(result.current).toBe('Local pickup is off.');
  });
});
