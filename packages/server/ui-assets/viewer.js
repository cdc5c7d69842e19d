// The result viewer: four ways to compare, zoom and pan in step on every image, a rectangle drawn
// on the test image becomes a rule, and keys move between results.
(() => {
  const viewer = document.querySelector('.viewer');
  if (!viewer) return;
  const layers = [...viewer.querySelectorAll('.layer')];
  const testPane = viewer.querySelector('.pane.test');
  const buttons = [...viewer.querySelectorAll('.toolbar [data-mode]')];
  let zoom = 1;
  let panX = 0;
  let panY = 0;

  const setMode = (mode) => {
    viewer.dataset.mode = mode;
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.mode === mode));
    applyBlend();
  };
  const applyBlend = () => {
    if (!testPane) return;
    const mode = viewer.dataset.mode;
    const opacity = document.getElementById('opacity').value / 100;
    const split = document.getElementById('split').value;
    testPane.style.opacity = mode === 'overlay' ? String(opacity) : '';
    testPane.style.clipPath = mode === 'slider' ? `inset(0 0 0 ${split}%)` : '';
  };
  const applyTransform = () => {
    for (const layer of layers) layer.style.transform = `translate(${panX}px, ${panY}px) scale(${zoom})`;
  };
  for (const b of buttons) b.addEventListener('click', () => setMode(b.dataset.mode));
  document.getElementById('opacity').addEventListener('input', applyBlend);
  document.getElementById('split').addEventListener('input', applyBlend);
  document.getElementById('zoom-in').addEventListener('click', () => { zoom = Math.min(8, zoom * 1.5); applyTransform(); });
  document.getElementById('zoom-out').addEventListener('click', () => { zoom = Math.max(1, zoom / 1.5); if (zoom === 1) { panX = 0; panY = 0; } applyTransform(); });
  document.getElementById('zoom-reset').addEventListener('click', () => { zoom = 1; panX = 0; panY = 0; applyTransform(); });

  // Drag pans every image at once; with Shift held on the test image it draws a rectangle instead.
  const rectInput = document.getElementById('rect');
  const width = Number(viewer.dataset.width);
  let drag = null;
  for (const frame of viewer.querySelectorAll('.frame')) {
    frame.addEventListener('pointerdown', (e) => {
      const layer = frame.querySelector('.layer');
      const drawing = e.shiftKey && rectInput && frame.closest('.pane.test');
      drag = { x: e.clientX, y: e.clientY, panX, panY, drawing, layer, box: null };
      frame.setPointerCapture(e.pointerId);
    });
    frame.addEventListener('pointermove', (e) => {
      if (!drag) return;
      if (!drag.drawing) {
        panX = drag.panX + (e.clientX - drag.x);
        panY = drag.panY + (e.clientY - drag.y);
        applyTransform();
        return;
      }
      // Image pixels under the pointer: the layer is the image, scaled alike in both directions.
      const area = drag.layer.getBoundingClientRect();
      const toImage = width / area.width;
      const x = Math.max(0, Math.min(drag.x, e.clientX) - area.left) * toImage;
      const y = Math.max(0, Math.min(drag.y, e.clientY) - area.top) * toImage;
      const w = Math.abs(e.clientX - drag.x) * toImage;
      const h = Math.abs(e.clientY - drag.y) * toImage;
      if (!drag.box) {
        drag.box = document.createElement('span');
        drag.box.className = 'drawn';
        drag.layer.appendChild(drag.box);
      }
      const height = Number(viewer.dataset.height);
      Object.assign(drag.box.style, {
        left: `${(100 * x) / width}%`,
        top: `${(100 * y) / height}%`,
        width: `${(100 * w) / width}%`,
        height: `${(100 * h) / height}%`,
      });
      rectInput.value = `rect(${Math.round(x)},${Math.round(y)},${Math.round(w)},${Math.round(h)})`;
    });
    frame.addEventListener('pointerup', () => { drag = null; });
  }

  document.addEventListener('keydown', (e) => {
    if (e.target.closest('input, select, textarea') || e.metaKey || e.ctrlKey || e.altKey) return;
    const go = (id) => { const a = document.getElementById(id); if (a) location.href = a.href; };
    if (e.key === 'j' || e.key === 'ArrowRight') go('next');
    else if (e.key === 'k' || e.key === 'ArrowLeft') go('prev');
    else if (e.key === 'a') document.querySelector('.actions form button')?.click();
    else if ('1234'.includes(e.key)) setMode(['side', 'overlay', 'slider', 'diff'][Number(e.key) - 1]);
  });
})();
