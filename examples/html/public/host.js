// The host page's own script: the widgets' events reach window (they bubble and are composed).
const lastAdded = document.getElementById('last-added');
const lastVehicle = document.getElementById('last-vehicle');

window.addEventListener('shop:item-added', (event) => {
  lastAdded.textContent = `The host heard: added ${event.detail.quantity} × ${event.detail.webSku}`;
});

window.addEventListener('shop:vehicle-selected', (event) => {
  const { year, make, model } = event.detail;
  lastVehicle.textContent = `The host heard: ${year} ${make} ${model}`;
});
