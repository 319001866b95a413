// The host page's own script: it uses the library only through window events, as any page can.
// The event names come from the library's catalogue, which the demo server writes into the page.
const EVENTS = JSON.parse(document.getElementById('demo-event-names')?.textContent ?? '[]');

const log = document.getElementById('demo-event-log');
// The newest entries only: a page that stays open (or a test that renders thousands of widgets) would
// otherwise grow the list, and the cost of laying it out, without bound.
const LOG_LIMIT = 50;
for (const name of EVENTS) {
  window.addEventListener(name, (event) => {
    if (!log) return;
    const entry = document.createElement('li');
    entry.textContent = `${name} ${JSON.stringify(event.detail ?? {})}`;
    log.prepend(entry);
    while (log.childElementCount > LOG_LIMIT) log.lastElementChild?.remove();
  });
}

document.getElementById('demo-open-cart')?.addEventListener('click', () => {
  window.dispatchEvent(new CustomEvent('shop:cart-open', { detail: { source: 'host-page' } }));
});
