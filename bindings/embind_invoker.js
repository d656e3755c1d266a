// The invokers embind puts between JS and C++ without eval (-sDYNAMIC_EXECUTION=0, for strict
// Content Security Policies), replacing those of Emscripten 3.1.6's embind.js and emval.js: the
// wrapper of every bound C++ function, and the caller of a JS method from C++ (val::call).
// The stock ones read `arguments`, call through apply() on arrays shared by all calls and allocate
// a closure per call: up to twice the cost per call of the invokers generated with new Function
// (bench/results/loading.md). These take fixed parameters up to three arguments (rest parameters
// beyond) and build no array per call there, which brought Chess#move + undo back to the cost of
// the generated invokers; they keep nothing between calls (a call that re-enters the module is safe).
// Unlike the stock ones, when a call throws they free the arguments' wire copies, put back the
// stack pointer (an exception that unwinds wasm frames into JS leaves it where the deepest frame
// moved it: a few kilobytes lost per call, until the stack overflows into the heap), and let no
// C++ exception out as a bare WebAssembly.Exception (bindings/boundary.js, bnEscaped).
mergeInto(LibraryManager.library, {
  // Calls the C++ invoker with the wired values (the target, `this` for a method, the arguments):
  // spelled out up to eight, where a spread call into wasm costs more; a spread beyond.
  $callWired: function (f, w) {
    switch (w.length) {
      case 1:
        return f(w[0]);
      case 2:
        return f(w[0], w[1]);
      case 3:
        return f(w[0], w[1], w[2]);
      case 4:
        return f(w[0], w[1], w[2], w[3]);
      case 5:
        return f(w[0], w[1], w[2], w[3], w[4]);
      case 6:
        return f(w[0], w[1], w[2], w[3], w[4], w[5]);
      case 7:
        return f(w[0], w[1], w[2], w[3], w[4], w[5], w[6]);
      case 8:
        return f(w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]);
      default:
        return f(...w);
    }
  },
  $craftInvokerFunction__deps: ['$runDestructors', '$throwBindingError', '$callWired', '$bnEscaped'],
  $craftInvokerFunction: function (humanName, argTypes, classType, cppInvokerFunc, cppTargetFunc) {
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

    var check = function (count) {
      if (count !== expected) {
        throwBindingError(
          'function ' + humanName + ' called with ' + count + ' arguments, expected ' + expected + ' args!',
        );
      }
    };
    var done = function (rv) {
      return returns ? returnType['fromWireType'](rv) : undefined;
    };
    var t0 = paramTypes[0],
      t1 = paramTypes[1],
      t2 = paramTypes[2];
    // A wired value's destructor, unless the value was never wired (a conversion before it threw).
    var destroy = function (type, wiredValue) {
      if (wiredValue !== undefined && type.destructorFunction !== null) type.destructorFunction(wiredValue);
    };
    // Up to three arguments: fixed parameters and calls, no array built per call.
    if (expected <= 3) {
      return function (a0, a1, a2) {
        check(arguments.length);
        var d = needsDestructorStack ? [] : null;
        var self, w0, w1, w2, rv;
        var stack = stackSave();
        try {
          self = isClassMethodFunc ? classParam['toWireType'](d, this) : undefined;
          w0 = expected > 0 ? t0['toWireType'](d, a0) : undefined;
          w1 = expected > 1 ? t1['toWireType'](d, a1) : undefined;
          w2 = expected > 2 ? t2['toWireType'](d, a2) : undefined;
          if (isClassMethodFunc) {
            rv =
              expected === 0
                ? cppInvokerFunc(cppTargetFunc, self)
                : expected === 1
                  ? cppInvokerFunc(cppTargetFunc, self, w0)
                  : expected === 2
                    ? cppInvokerFunc(cppTargetFunc, self, w0, w1)
                    : cppInvokerFunc(cppTargetFunc, self, w0, w1, w2);
          } else {
            rv =
              expected === 0
                ? cppInvokerFunc(cppTargetFunc)
                : expected === 1
                  ? cppInvokerFunc(cppTargetFunc, w0)
                  : expected === 2
                    ? cppInvokerFunc(cppTargetFunc, w0, w1)
                    : cppInvokerFunc(cppTargetFunc, w0, w1, w2);
          }
        } catch (error) {
          stackRestore(stack);
          throw bnEscaped(error);
        } finally {
          if (needsDestructorStack) {
            runDestructors(d);
          } else {
            if (isClassMethodFunc) destroy(classParam, self);
            if (expected > 0) destroy(t0, w0);
            if (expected > 1) destroy(t1, w1);
            if (expected > 2) destroy(t2, w2);
          }
        }
        return done(rv);
      };
    }
    return function (...args) {
      check(args.length);
      var destructors = needsDestructorStack ? [] : null;
      var wired = new Array(first + expected);
      wired[0] = cppTargetFunc;
      var rv;
      var stack = stackSave();
      try {
        if (isClassMethodFunc) wired[1] = classParam['toWireType'](destructors, this);
        for (var i = 0; i < expected; ++i) wired[first + i] = paramTypes[i]['toWireType'](destructors, args[i]);
        rv = callWired(cppInvokerFunc, wired);
      } catch (error) {
        stackRestore(stack);
        throw bnEscaped(error);
      } finally {
        if (needsDestructorStack) {
          runDestructors(destructors);
        } else {
          if (isClassMethodFunc) destroy(classParam, wired[1]);
          for (var j = 0; j < expected; ++j) destroy(paramTypes[j], wired[first + j]);
        }
      }
      return done(rv);
    };
  },

  _emval_get_method_caller__sig: 'iii',
  _emval_get_method_caller__deps: ['_emval_addMethodCaller', '_emval_lookupTypes', '$emval_registeredMethods'],
  _emval_get_method_caller: function (argCount, argTypes) {
    var types = __emval_lookupTypes(argCount, argTypes);
    var retType = types[0];
    var signatureName =
      retType.name +
      '_$' +
      types
        .slice(1)
        .map(function (t) {
          return t.name;
        })
        .join('_') +
      '$';
    var returnId = emval_registeredMethods[signatureName];
    if (returnId !== undefined) return returnId;
    var argTypesOnly = types.slice(1);
    var invokerFunction = function (handle, name, destructors, args) {
      var values = new Array(argTypesOnly.length);
      var offset = 0;
      for (var i = 0; i < argTypesOnly.length; ++i) {
        values[i] = argTypesOnly[i]['readValueFromPointer'](args + offset);
        offset += argTypesOnly[i]['argPackAdvance'];
      }
      var method = handle[name];
      var rv =
        values.length === 0
          ? method.call(handle)
          : values.length === 1
            ? method.call(handle, values[0])
            : values.length === 2
              ? method.call(handle, values[0], values[1])
              : method.apply(handle, values);
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
