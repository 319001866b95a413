import { render, screen } from '@testing-library/react';
import { LoadingBar, LoadingBubbles, LoadingCircle, loadingStyles } from '../../../src/ui';

describe('loading indicators', () => {
  it('LoadingBar is an indeterminate progress bar', () => {
    render(<LoadingBar label="Updating cart" />);
    const bar = screen.getByRole('progressbar', { name: 'Updating cart' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('LoadingBar is named "Loading" by default', () => {
    render(<LoadingBar />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('LoadingCircle is a status reading "Loading" by default', () => {
    render(<LoadingCircle />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
  });

  it('LoadingCircle reads its label', () => {
    render(<LoadingCircle label="Finding installers" size={48} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Finding installers$/);
  });

  it('LoadingBubbles is a status with three decorative dots', () => {
    render(<LoadingBubbles label="Sending" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Sending$/);
    expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  });

  it('stops movement for users who prefer reduced motion', () => {
    expect(loadingStyles).toContain('@media (prefers-reduced-motion: reduce)');
  });
});
