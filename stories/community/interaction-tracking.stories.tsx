import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { clearRecordedRequests, recordedRequests, setFeatureToggle } from '../../src/mocks/controls';

/**
 * `<interaction-tracking>` shows nothing itself: these stories put it on a small page and list, below,
 * the batches that reached the fake shop's logger (its request log), as the demo's panel does.
 * Click, hover a button for more than 2.5 s, scroll the page: the entries appear about 500 ms later.
 */
interface Args {
  botScore: string;
}

const PATHS = ['/api/logger/logevententry', '/api/logger/v1/logmetricentries'];

function LoggedBatches() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const timer = setInterval(() => {
      const next = PATHS.flatMap((path) =>
        recordedRequests({ path }).flatMap((request) => {
          const body = request.body as { entries?: { name: string; properties?: { tagName?: string } }[] };
          return (body?.entries ?? []).map((entry) =>
            `${entry.name} ${entry.properties?.tagName ?? ''}`.trim(),
          );
        }),
      );
      setLines((before) => (before.length === next.length ? before : next));
    }, 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <section aria-label="What reached the logger">
      <h2>What reached the logger</h2>
      <div role="log" aria-label="Logged batches">
        {lines.length === 0 ? (
          <p>Nothing yet.</p>
        ) : (
          <ol>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log; the same line can repeat
              <li key={index}>{line}</li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

const meta = {
  title: 'Community/Interaction tracking',
  tags: ['autodocs'],
  args: { botScore: '0.05' },
  argTypes: { botScore: { name: 'data-bot-score' } },
  loaders: [async () => clearRecordedRequests()],
  render: ({ botScore }) => (
    <div>
      <interaction-tracking data-bot-score={botScore} />
      <section data-ref="story-offers" aria-label="Offers">
        <p>Hover this button for 3 seconds, click it, then scroll.</p>
        <button type="button">Show hitch deals</button>
      </section>
      <LoggedBatches />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tracking: Story = { name: 'Tracking on (every toggle)' };

export const TogglesOff: Story = {
  name: 'Every tracking toggle off (nothing sent)',
  loaders: [
    async () => {
      for (const key of [
        'ClickTracking',
        'HoverTracking',
        'ScrollTracking',
        'ViewTracking',
        'PerformanceTimingTracking',
      ]) {
        setFeatureToggle(key, false);
      }
    },
  ],
};
