// The cart side bar's demo page: opens each view the way a host page does, through window events only.
function entries(text) {
  return text
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [webSku, quantity, source] = entry.split(':');
      return { webSku, quantity: Number(quantity), source: /^\d+$/.test(source) ? Number(source) : source };
    });
}

for (const button of document.querySelectorAll('[data-open-view]')) {
  button.addEventListener('click', async () => {
    // The side bar's code loads when its tag is first seen; a command sent before it listens is lost.
    await customElements.whenDefined('cart-sidebar');
    const detail = { source: 'demo-page', view: button.dataset.openView };
    if (button.dataset.items) detail.items = entries(button.dataset.items);
    if (button.dataset.order) detail.orderNumber = button.dataset.order;
    window.dispatchEvent(new CustomEvent('shop:cart-open', { detail }));
  });
}

document.getElementById('demo-new-install-request')?.addEventListener('click', async () => {
  const status = document.getElementById('demo-sidebar-status');
  const response = await fetch('/__fake-shop/install-requests', { method: 'POST' });
  if (status) {
    status.textContent = response.ok
      ? 'A new install request arrived for the sample dealer. Load the page again as a dealer installer.'
      : 'The fake shop did not take the request.';
  }
});
