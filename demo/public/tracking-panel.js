// The demo's tracking panel: lists the batches <interaction-tracking> sent, as the fake shop's logger
// received them (its request log), newest last. The host page's own script: no library import.
const list = document.getElementById('demo-tracking-log');
const PATHS = ['/api/logger/logevententry', '/api/logger/v1/logmetricentries'];
let shown = 0;

function describe(path, entry) {
  if (path.endsWith('logmetricentries'))
    return `${entry.name} ${entry.tags?.timing ?? ''} = ${entry.value} ms`;
  const p = entry.properties ?? {};
  const what = p.dataRef ? `[data-ref=${p.dataRef}]` : [p.tagName, p.id ? `#${p.id}` : ''].join('');
  const extra =
    p.hoverMs !== undefined
      ? `${p.hoverMs} ms`
      : p.scrollY !== undefined
        ? `scrollY ${p.scrollY} (${p.scrollDepthPercent}%)`
        : p.text
          ? `"${p.text.slice(0, 40)}"`
          : '';
  return `${entry.name} ${what} ${extra}`.trim();
}

async function refresh() {
  if (!list) return;
  try {
    const batches = [];
    for (const path of PATHS) {
      const response = await fetch(`/__fake-shop/requests?path=${encodeURIComponent(path)}`);
      const { requests } = await response.json();
      for (const request of requests) {
        if (request.body && Array.isArray(request.body.entries))
          batches.push({ path, time: request.time, body: request.body });
      }
    }
    batches.sort((a, b) => a.time - b.time);
    const lines = batches.flatMap((batch, index) =>
      batch.body.entries.map((entry) => `batch ${index + 1}: ${describe(batch.path, entry)}`),
    );
    if (lines.length === shown) return;
    shown = lines.length;
    list.replaceChildren(
      ...lines.map((line) => {
        const item = document.createElement('li');
        item.textContent = line;
        return item;
      }),
    );
  } catch {
    // The fake shop is the demo server's; if it does not answer, try again on the next tick.
  }
}

void refresh();
setInterval(refresh, 1000);
