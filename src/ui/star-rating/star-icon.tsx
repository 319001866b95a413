import type { StarFill } from './stars';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarSvg({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  );
}

/**
 * One star: an empty star with the filled star on top, clipped by its wrapper's width (CSS, from
 * `data-fill`). Clipping by width needs no SVG ids, which could clash between widgets, and lets the
 * rating input preview a hover in CSS alone.
 */
export function StarIcon({ fill }: { fill: StarFill }) {
  return (
    <span className="shop-star" data-fill={fill}>
      <StarSvg className="shop-star__empty" />
      <span className="shop-star__fill">
        <StarSvg className="shop-star__filled" />
      </span>
    </span>
  );
}
