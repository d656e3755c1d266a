// The package's JS served without its wasm (what a bundler that does not copy it produces).
try {
  await import('/nowasm/gbb.mjs');
  document.body.dataset.result = JSON.stringify({ loaded: true });
} catch (error) {
  document.body.dataset.result = JSON.stringify({ name: error.name, message: error.message });
}
