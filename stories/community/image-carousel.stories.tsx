import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * `<image-carousel>` with the fake shop's product pictures: the spec's defaults (one 115x175 cell,
 * arrows above 768 px, dots above 2 cells), several cells, autoplay with its pause control, loop,
 * links (a touch double tap follows them), empty, and mobile width (no arrows).
 */
interface Args {
  count: number;
  withLinks: boolean;
  label: string;
  autoplay: boolean;
  autoplayInterval: number;
  dots: boolean;
  arrows: boolean;
  counter: boolean;
  loop: boolean;
  freeScroll: boolean;
  cellsToShow: number;
  cellsToScroll: number;
}

const SKUS = ['C13130', 'TS32', '90195', 'TH9036XT', 'HM11143395', 'C45036'];
const NAMES = [
  'Curt Class III trailer hitch',
  'Trimax receiver lock',
  'Tekonsha wiring adapter',
  'Trimax locking hitch pin',
  'Hopkins vehicle wiring harness',
  'Curt brake controller',
];

function images(count: number, withLinks: boolean) {
  return Array.from({ length: count }, (_, index) => ({
    src: `/images/products/${SKUS[index % SKUS.length]}.svg`,
    alt: NAMES[index % NAMES.length] as string,
    ...(withLinks ? { href: `/p-${SKUS[index % SKUS.length]}.html` } : {}),
  }));
}

const meta = {
  title: 'Community/Image carousel',
  tags: ['autodocs'],
  args: {
    count: 6,
    withLinks: false,
    label: 'Images',
    autoplay: false,
    autoplayInterval: 5000,
    dots: true,
    arrows: true,
    counter: false,
    loop: false,
    freeScroll: false,
    cellsToShow: 1,
    cellsToScroll: 1,
  },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: 12 } },
    label: { name: 'data-label' },
    autoplay: { name: 'data-autoplay' },
    autoplayInterval: { name: 'data-autoplay-interval' },
    dots: { name: 'data-dots' },
    arrows: { name: 'data-arrows' },
    counter: { name: 'data-counter' },
    loop: { name: 'data-loop' },
    freeScroll: { name: 'data-free-scroll' },
    cellsToShow: { name: 'data-cells-to-show', control: { type: 'number', min: 1, max: 12 } },
    cellsToScroll: { name: 'data-cells-to-scroll', control: { type: 'number', min: 1, max: 12 } },
  },
  render: (args) => (
    <image-carousel
      data-images={JSON.stringify(images(args.count, args.withLinks))}
      data-label={args.label}
      data-autoplay={args.autoplay}
      data-autoplay-interval={args.autoplayInterval}
      data-dots={args.dots}
      data-arrows={args.arrows}
      data-counter={args.counter}
      data-loop={args.loop}
      data-free-scroll={args.freeScroll}
      data-cells-to-show={args.cellsToShow}
      data-cells-to-scroll={args.cellsToScroll}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = { name: 'Defaults (one cell, arrows, dots)' };

export const ThreeCells: Story = {
  name: 'Three cells, counter',
  args: { cellsToShow: 3, counter: true, label: 'Parts for this hitch' },
};

export const Autoplay: Story = {
  name: 'Autoplay (pauses on hover and focus, pause control)',
  args: { autoplay: true, cellsToShow: 3, counter: true },
};

export const LoopAndFreeScroll: Story = {
  name: 'Loop and free scroll',
  args: { loop: true, freeScroll: true, cellsToShow: 2, counter: true },
};

export const WithLinks: Story = {
  name: 'Cells with links (touch: tap selects, double tap opens)',
  args: { withLinks: true, cellsToShow: 3 },
};

export const TwoCells: Story = { name: 'Two cells (no dots)', args: { count: 2 } };

export const Empty: Story = { name: 'Empty (no images)', args: { count: 0 } };

export const Mobile: Story = {
  name: 'Mobile width (no arrows: swipe and dots)',
  args: { cellsToShow: 2, counter: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
