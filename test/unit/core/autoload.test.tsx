import { waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { startAutoloader } from '../../../src/cdn/autoload';
import { widget } from '../../../src/core/define-widget';

const probe = (tag: string) =>
  widget({ tag, attributes: z.object({}), component: () => <span>loaded</span> });

describe('script-tag autoloader', () => {
  it('loads a widget only when its tag appears, once', async () => {
    const loadA = vi.fn(async () => probe('autoload-a'));
    const loadB = vi.fn(async () => probe('autoload-b'));
    document.body.append(document.createElement('autoload-a'));
    const stop = startAutoloader({ 'autoload-a': loadA, 'autoload-b': loadB });
    await waitFor(() => expect(customElements.get('autoload-a')).toBeDefined());
    expect(loadB).not.toHaveBeenCalled();

    const later = document.createElement('section');
    later.innerHTML = '<autoload-b></autoload-b><autoload-b></autoload-b>';
    document.body.append(later);
    await waitFor(() => expect(customElements.get('autoload-b')).toBeDefined());
    document.body.append(document.createElement('autoload-a'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(loadB).toHaveBeenCalledTimes(1);
    stop();
  });

  it('logs a failed load and tries again when the tag is added again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(probe('autoload-c'));
    document.body.append(document.createElement('autoload-c'));
    const stop = startAutoloader({ 'autoload-c': load });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    document.body.append(document.createElement('autoload-c'));
    await waitFor(() => expect(customElements.get('autoload-c')).toBeDefined());
    stop();
  });
});
