// Served with a Content-Security-Policy that allows the page's scripts but not 'wasm-unsafe-eval'.
try {
  await import('/pkg/dist/gbb.mjs');
  document.body.dataset.result = JSON.stringify({ loaded: true });
} catch (error) {
  document.body.dataset.result = JSON.stringify({ name: error.name, message: error.message });
}
