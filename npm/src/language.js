// Message languages: the catalogue lives in the wasm module (src/*/messages.<language>.tsv).

export function createLanguages(wasm) {
  const available = wasm.languages();
  return {
    available,
    // The language to use for `options`, or a RangeError naming the ones that exist.
    pick(options) {
      const language = options?.language ?? 'en';
      if (!available.includes(language)) {
        throw new RangeError(`The language "${language}" is not available; use one of: ${available.join(', ')}`);
      }
      return language;
    },
    // A message the JS side raises itself (about the shape of a JS object).
    render(code, args, language) {
      return wasm.renderMessage(
        code,
        args.map(([name, value, translate]) => [name, String(value), Boolean(translate)]),
        language,
      );
    },
  };
}
