// The host page's own script: it uses the library only through window events, as any page can.
// The event names come from the library's catalogue, which the demo server writes into the page.
const EVENTS = JSON.parse(document.getElementById('demo-event-names')?.textContent ?? '[]');

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
