// The JS half of the boundary of bindings/common.hpp: no C++ exception and no failed allocation
// reaches a caller as anything but a named Error with a message.
// - bn_throw_failure: what a guarded binding calls once it has caught a C++ exception.
// - bn_js_string: a result string decoded from wasm memory, without embind's malloc'd copy.
// - std::string arguments: embind's own crossing (Emscripten 3.1.6, embind.js) writes a string
//   into a block from malloc without looking: when memory is full, at address 0, over the module's
//   data. The crossing here is the same but for that: no block, no write, a
//   BoardnotationMemoryError instead.
// The errors themselves are built by the npm wrapper's boundaryErrors (npm/src/boundary-errors.js),
// which composeApi (npm/src/api.js) sets on the module as `boundaryError`; a module used without
// the wrapper gets plain ones with the same names.
mergeInto(LibraryManager.library, {
  $bnBoundaryError: function (outOfMemory, what) {
    var make = Module['boundaryError'];
    if (make) return make(outOfMemory, what);
    var error = outOfMemory ? new RangeError('boardnotation: out of WebAssembly memory') : new Error(what);
    error.name = outOfMemory ? 'BoardnotationMemoryError' : 'BoardnotationInternalError';
    return error;
  },

  // An exception thrown where the C++ guard cannot see it (the invoker's own wire conversions,
  // bindings/embind_invoker.js): a C++ exception is a bug of the boundary, and says so; a JS error
  // (a BoardnotationMemoryError from a string argument) goes on as it is.
  $bnEscaped__deps: ['$bnBoundaryError'],
  $bnEscaped: function (error) {
    if (typeof WebAssembly.Exception == 'function' && error instanceof WebAssembly.Exception) {
      return bnBoundaryError(false, 'a C++ exception left the library');
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

  // embind.js's registration of std::string (and std::basic_string<unsigned char>, read as
  // Latin-1), with the check above. Decoding a result keeps NUL characters, as embind.js does.
  _embind_register_std_string__deps: [
    '$readLatin1String',
    '$registerType',
    '$simpleReadValueFromPointer',
    '$throwBindingError',
    '$bnBoundaryError',
  ],
  _embind_register_std_string: function (rawType, name) {
    name = readLatin1String(name);
    var utf8 = name === 'std::string';
    registerType(rawType, {
      name: name,
      fromWireType: function (value) {
        var length = HEAPU32[value >> 2];
        var text = '';
        if (utf8) {
          text = UTF8Decoder.decode(HEAPU8.subarray(value + 4, value + 4 + length));
        } else {
          for (var i = 0; i < length; ++i) text += String.fromCharCode(HEAPU8[value + 4 + i]);
        }
        _free(value);
        return text;
      },
      toWireType: function (destructors, value) {
        if (value instanceof ArrayBuffer) value = new Uint8Array(value);
        var isString = typeof value == 'string';
        if (!(
          isString ||
          value instanceof Uint8Array ||
          value instanceof Uint8ClampedArray ||
          value instanceof Int8Array
        )) {
          throwBindingError('Cannot pass non-string to std::string');
        }
        var length = utf8 && isString ? lengthBytesUTF8(value) : value.length;
        var ptr = _malloc(4 + length + 1);
        if (ptr === 0) throw bnBoundaryError(true, '');
        HEAPU32[ptr >> 2] = length;
        if (utf8 && isString) {
          stringToUTF8(value, ptr + 4, length + 1);
        } else if (isString) {
          for (var i = 0; i < length; ++i) {
            var code = value.charCodeAt(i);
            if (code > 255) {
              _free(ptr);
              throwBindingError('String has UTF-16 code units that do not fit in 8 bits');
            }
            HEAPU8[ptr + 4 + i] = code;
          }
        } else {
          HEAPU8.set(value, ptr + 4);
        }
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
