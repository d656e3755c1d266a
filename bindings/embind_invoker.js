// The invokers embind puts between JS and C++ without eval (-sDYNAMIC_EXECUTION=0, for strict
// Content Security Policies), replacing those of Emscripten 3.1.6's embind.js and emval.js: the
// wrapper of every bound C++ function, and the caller of a JS method from C++ (val::call).
// The stock ones read `arguments`, call through apply() on arrays shared by all calls and allocate
// a closure per call: up to twice the cost per call of the invokers generated with new Function
// (bench/results/loading.md). These take rest parameters and spread fresh arrays, which V8
// optimises, and keep nothing between calls (a call that re-enters the module is safe).
mergeInto(LibraryManager.library, {
  // Calls the C++ invoker with the wired values (the target, `this` for a method, the arguments):
  // spelled out up to eight, where a spread call into wasm costs more; a spread beyond.
  $callWired: function(f, w) {
    switch (w.length) {
      case 1: return f(w[0]);
      case 2: return f(w[0], w[1]);
      case 3: return f(w[0], w[1], w[2]);
      case 4: return f(w[0], w[1], w[2], w[3]);
      case 5: return f(w[0], w[1], w[2], w[3], w[4]);
      case 6: return f(w[0], w[1], w[2], w[3], w[4], w[5]);
      case 7: return f(w[0], w[1], w[2], w[3], w[4], w[5], w[6]);
      case 8: return f(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
      default: return f(...w);
    }
  },
  $craftInvokerFunction__deps: ['$runDestructors', '$throwBindingError', '$callWired'],
  $craftInvokerFunction: function(humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc) {
    if (argTypes.length < 2) {
      throwBindingError("argTypes array size mismatch! Must at least get return value and 'this' types!");
    }
    var isClassMethodFunc = argTypes[1] !== null && classType !== null;
    var needsDestructorStack = false;
    for (var i = 1; i < argTypes.length; ++i) {
      if (argTypes[i] !== null && argTypes[i].destructorFunction === undefined) {
        needsDestructorStack = true;
        break;
      }
    }
    var returnType = argTypes[0];
    var returns = returnType.name !== 'void';
    var classParam = argTypes[1];
    var paramTypes = argTypes.slice(2);
    var expected = paramTypes.length;
    var first = isClassMethodFunc ? 2 : 1; // wired[] holds cppTargetFunc, then `this` for methods

    return function(...args) {
      if (args.length !== expected) {
        throwBindingError('function ' + humanName + ' called with ' + args.length + ' arguments, expected ' + expected + ' args!');
      }
      var destructors = needsDestructorStack ? [] : null;
      var wired = new Array(first + expected);
      wired[0] = cppTargetFunc;
      if (isClassMethodFunc) wired[1] = classParam['toWireType'](destructors, this);
      for (var i = 0; i < expected; ++i) wired[first + i] = paramTypes[i]['toWireType'](destructors, args[i]);
      var rv = callWired(cppInvokerFunc, wired);
      if (needsDestructorStack) {
        runDestructors(destructors);
      } else {
        if (isClassMethodFunc && classParam.destructorFunction !== null) classParam.destructorFunction(wired[1]);
        for (var j = 0; j < expected; ++j) {
          if (paramTypes[j].destructorFunction !== null) paramTypes[j].destructorFunction(wired[first + j]);
        }
      }
      if (returns) return returnType['fromWireType'](rv);
    };
  },

  _emval_get_method_caller__sig: 'iii',
  _emval_get_method_caller__deps: ['_emval_addMethodCaller', '_emval_lookupTypes', '$emval_registeredMethods'],
  _emval_get_method_caller: function(argCount, argTypes) {
    var types = __emval_lookupTypes(argCount, argTypes);
    var retType = types[0];
    var signatureName = retType.name + '_$' + types.slice(1).map(function(t) { return t.name; }).join('_') + '$';
    var returnId = emval_registeredMethods[signatureName];
    if (returnId !== undefined) return returnId;
    var argTypesOnly = types.slice(1);
    var invokerFunction = function(handle, name, destructors, args) {
      var values = new Array(argTypesOnly.length);
      var offset = 0;
      for (var i = 0; i < argTypesOnly.length; ++i) {
        values[i] = argTypesOnly[i]['readValueFromPointer'](args + offset);
        offset += argTypesOnly[i]['argPackAdvance'];
      }
      var method = handle[name];
      var rv = values.length === 0 ? method.call(handle) : values.length === 1 ? method.call(handle, values[0])
        : values.length === 2 ? method.call(handle, values[0], values[1]) : method.apply(handle, values);
      for (var j = 0; j < argTypesOnly.length; ++j) {
        if (argTypesOnly[j].deleteObject) argTypesOnly[j].deleteObject(values[j]);
      }
      if (!retType.isVoid) return retType['toWireType'](destructors, rv);
    };
    returnId = __emval_addMethodCaller(invokerFunction);
    emval_registeredMethods[signatureName] = returnId;
    return returnId;
  },
});
