// The demo's JSON-LD panel: shows every <script type="application/ld+json"> in the head, as the
// structured-data elements write, replace and remove them. The host page's own script: no library import.
const panel = document.getElementById('demo-json-ld');
const TAGS = ['faq-structured-data', 'comment-structured-data'];

function pretty(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return `Not valid JSON: ${text}`;
  }
}

function typesOf(text) {
  try {
    const document = JSON.parse(text);
    const nodes = document['@graph'] ?? [document];
    const counts = new Map();
    for (const node of nodes) counts.set(node['@type'], (counts.get(node['@type']) ?? 0) + 1);
    return [...counts].map(([type, count]) => (count > 1 ? `${count} × ${type}` : type)).join(', ');
  } catch {
    return 'unreadable';
  }
}

let shown = '';

function render() {
  if (!panel) return;
  // In the order of TAGS (then any other), whichever answered first.
  const rank = (script) => {
    const index = TAGS.indexOf(script.getAttribute('data-shop-structured-data') ?? '');
    return index < 0 ? TAGS.length : index;
  };
  const scripts = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).sort(
    (a, b) => rank(a) - rank(b),
  );
  const states = TAGS.flatMap((tag) =>
    Array.from(
      document.querySelectorAll(tag),
      (element) => `<${tag}>: ${element.dataset.jsonLd ?? 'starting'}`,
    ),
  );
  // Only redraw what changed, so a section the reader folded stays folded.
  const signature = JSON.stringify([states, scripts.map((script) => script.textContent)]);
  if (signature === shown) return;
  shown = signature;
  const parts = [];
  const status = document.createElement('p');
  status.className = 'demo-note';
  status.textContent = states.length > 0 ? states.join(' · ') : 'No structured-data element on this page.';
  parts.push(status);
  for (const script of scripts) {
    const text = script.textContent ?? '';
    const details = document.createElement('details');
    details.open = true;
    details.dataset.owner = script.getAttribute('data-shop-structured-data') ?? '';
    const summary = document.createElement('summary');
    summary.textContent = `<${details.dataset.owner || 'script'}>: ${typesOf(text)}`;
    const pre = document.createElement('pre');
    pre.textContent = pretty(text);
    details.append(summary, pre);
    parts.push(details);
  }
  panel.replaceChildren(...parts);
}

new MutationObserver(render).observe(document.head, { childList: true, subtree: true, characterData: true });
new MutationObserver(render).observe(document.body, {
  subtree: true,
  attributes: true,
  attributeFilter: ['data-json-ld'],
});
render();
