// Synthetic but realistic pages for the benchmarks: text, a table, cards, a long body.
export function benchPage(
  i,
  { word = 'Express', colour = '#2563eb', long = false, heading = `Page ${i}` } = {},
) {
  const rows = Array.from(
    { length: long ? 160 : 12 },
    (_, r) =>
      `<tr><td>Item ${r + 1}</td><td>${r === 3 ? word : 'Standard'}</td><td>€${(r * 1.7).toFixed(2)}</td></tr>`,
  ).join('');
  const cards = Array.from(
    { length: 6 },
    (_, c) =>
      `<div class="card"><h3>Card ${c + 1}</h3><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit ${i}.</p></div>`,
  ).join('');
  return `<!doctype html><html><head><title>Page ${i}</title><style>
body{font-family:sans-serif;margin:0;color:#1d2433} header{background:${colour};color:#fff;padding:16px 24px}
main{padding:24px;max-width:1100px;margin:auto} table{border-collapse:collapse;width:100%} td{border:1px solid #ccd;padding:8px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:24px 0}
.card{border:1px solid #d6dae3;border-radius:8px;padding:16px;box-shadow:0 1px 3px #0002}
</style></head><body><header><strong>Bench shop ${i}</strong></header><main><h1>${heading}</h1>
<div class="grid">${cards}</div><table>${rows}</table></main></body></html>`;
}
