// The JS half of the boundary of bindings/common.hpp: no C++ exception and no failed allocation
// reaches a caller as anything but a named Error with a message.
// - bn_throw_failure: what a guarded binding calls once it has caught a C++ exception.
// - bnEscaped: what the invoker (embind_invoker.js) throws for what a call threw: a JS error as it
//   is, a C++ exception that got past the guards (a bug of the boundary) as an internal error.
// - bn_js_string: a result string decoded from wasm memory, without embind's malloc'd copy.
// - std::string arguments: embind's own crossing (Emscripten 3.1.6, embind.js) writes a string
//   into a block from malloc without looking: when memory is full, at address 0, over the module's
//   data. The crossing here is the same but for that: no block, no write, a
//   BoardnotationMemoryError instead.
// The errors themselves are built by the npm wrapper's boundaryError (npm/src/boundary-errors.js),
// which composeApi (npm/src/api.js) sets on the module as `boundaryError` before any call.
mergeInto(LibraryManager.library, {
  $bnBoundaryError: function (outOfMemory, what) {
    return Module['boundaryError'](outOfMemory, what);
  },

  $bnEscaped__deps: ['$bnBoundaryError'],
  $bnEscaped: function (error) {
    if (typeof WebAssembly.Exception == 'function' && error instanceof WebAssembly.Exception) {
      return bnBoundaryError(false, 'a C++ exception got past the boundary');
    }
    return error;
  },

  bn_throw_failure__deps: ['$bnBoundaryError'],
  bn_throw_failure: function (outOfMemory, what) {
    throw bnBoundaryError(outOfMemory !== 0, UTF8ToString(what));
  },

  bn_js_string__deps: ['$Emval'],
  bn_js_string: function (address, length) {
    return Emval.toHandle(length === 0 ? '' : UTF8Decoder.decode(HEAPU8.subarray(address, address + length)));
  },

  // embind.js's registration of std::string (and of std::basic_string<unsigned char>, which no
  // binding uses: read as UTF-8 too), with the check above, for JS strings only (embind.js also
  // takes bytes, which no wrapper passes). Decoding keeps NUL characters, as embind.js does.
  _embind_register_std_string__deps: [
    '$readLatin1String',
    '$registerType',
    '$simpleReadValueFromPointer',
    '$throwBindingError',
    '$bnBoundaryError',
  ],
  _embind_register_std_string: function (rawType, name) {
    registerType(rawType, {
      name: readLatin1String(name),
      fromWireType: function (value) {
        var text = UTF8Decoder.decode(HEAPU8.subarray(value + 4, value + 4 + HEAPU32[value >> 2]));
        _free(value);
        return text;
      },
      toWireType: function (destructors, value) {
        if (typeof value != 'string') throwBindingError('Cannot pass non-string to std::string');
        var length = lengthBytesUTF8(value);
        var ptr = _malloc(4 + length + 1);
        if (ptr === 0) throw bnBoundaryError(true, '');
        HEAPU32[ptr >> 2] = length;
        stringToUTF8(value, ptr + 4, length + 1);
        if (destructors !== null) destructors.push(_free, ptr);
        return ptr;
      },
      argPackAdvance: 8,
      readValueFromPointer: simpleReadValueFromPointer,
      destructorFunction: function (ptr) {
        _free(ptr);
      },
    });
  },
});
