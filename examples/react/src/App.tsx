import { useState } from 'react';

type View = 'full' | 'full-slim';

/** A product page of the host application, with four of the library's widgets in its JSX. */
export function App() {
  const [quantity, setQuantity] = useState(1);
  const [view, setView] = useState<View>('full');
  const [lastAdded, setLastAdded] = useState('');
  const [vehicle, setVehicle] = useState('');

  return (
    <>
      <header className="site-header">
        <a href="/">Hitch &amp; Tow Supply</a>
        <cart-link data-linkText="Cart" />
      </header>
      <main>
        <h1>Curt Trailer Hitch Receiver</h1>
        <section aria-label="Buy box">
          <label>
            Start with quantity{' '}
            <input
              type="number"
              min={1}
              value={quantity}
              onChange={(event) => setQuantity(Math.max(1, Number(event.target.value) || 1))}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={view === 'full-slim'}
              onChange={(event) => setView(event.target.checked ? 'full-slim' : 'full')}
            />{' '}
            Slim buy box
          </label>
          <add-to-cart
            data-view={view}
            data-websku="C13130"
            data-qty={String(quantity)}
            data-isproductfitguided={false}
            onshop:item-added={(event) => setLastAdded(`${event.detail.quantity} × ${event.detail.webSku}`)}
          />
          <p role="status">{lastAdded ? `The host heard: added ${lastAdded}` : ''}</p>
        </section>
        <section aria-label="Your vehicle">
          <vehicle-picker
            data-element-id="host"
            data-page-kind="other"
            onshop:vehicle-selected={(event) => {
              const { year, make, model } = event.detail;
              setVehicle(`${year} ${make} ${model}`);
            }}
          />
          <p>{vehicle ? `The host heard: ${vehicle}` : ''}</p>
        </section>
      </main>
      <cart-sidebar data-direction="right" data-widthtype="px" data-width={420} />
    </>
  );
}

// @ts-expect-error: `data-view` takes only the widget's views, so a misspelt one fails `tsc --strict`.
export const misspeltView = <add-to-cart data-view="fulll" data-websku="C13130" />;
