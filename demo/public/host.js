// The host page's own script: it uses the library only through window events, as any page can.
const EVENTS = [
  'shop:cart-open',
  'shop:sidebar-close',
  'shop:sidebar-changed',
  'shop:cart-updated',
  'shop:item-added',
  'shop:session-changed',
  'shop:widget-failed',
];

const log = document.getElementById('demo-event-log');
for (const name of EVENTS) {
  window.addEventListener(name, (event) => {
    if (!log) return;
    const entry = document.createElement('li');
    entry.textContent = `${name} ${JSON.stringify(event.detail ?? {})}`;
    log.prepend(entry);
  });
}

document.getElementById('demo-open-cart')?.addEventListener('click', () => {
  window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { source: 'host-page' } }));
});
