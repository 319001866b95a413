import { render, screen } from '@testing-library/react';
import { useExperimentBucket, useFeatureToggle, useSession } from '../../../src/core/hooks';
import { setExperimentBucket, setFeatureToggle, setRole } from '../../../src/mocks/controls';

function Probe() {
  const savedLists = useFeatureToggle('saved-product-list');
  const bucket = useExperimentBucket('ShipToShop');
  const session = useSession();
  return <p>{`${savedLists ?? 'loading'}|${bucket ?? 'loading'}|${session.status}:${session.role}`}</p>;
}

describe('widget hooks', () => {
  it('give undefined while loading, then the toggle, the bucket and the session', async () => {
    setFeatureToggle('saved-product-list', true);
    setExperimentBucket('ShipToShop', 7);
    setRole('dealer');
    render(<Probe />);
    expect(screen.getByText(/^loading\|loading\|/)).toBeInTheDocument();
    expect(await screen.findByText('true|7|known:dealer')).toBeInTheDocument();
  });
});
