// Types of the explicit loading API (the `<subpath>/init` entries; docs/loading.md).

/** What fetch() gives: the wasm's HTTP response. */
export interface WasmResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly url: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The wasm: a URL (in Node also a file path), its Response, its bytes, or a compiled module. */
export type WasmSource =
  string | URL | WasmResponse | PromiseLike<WasmResponse> | ArrayBuffer | ArrayBufferView | WebAssembly.Module;

export interface InitOptions {
  /**
   * Where the module's wasm comes from. Default: the file next to the package's JS
   * (`dist/boardnotation-<module>.wasm`). A function is called with that file's name; the root
   * entry (`boardnotation/init`), which loads several modules, only takes a function.
   */
  wasm?: WasmSource | ((fileName: string) => WasmSource | PromiseLike<WasmSource>);
}
