// Counts Ajv schema compilations while installed: calls of Ajv.prototype.compile, and of the
// compiler behind every entry point (compile, validate(schema), getSchema of an added schema).
import Ajv from 'ajv';

/** Counts calls of Ajv.prototype.compile (and of the schema compiler behind every entry point) until stopped. */
export function spyAjv() {
  const proto = Ajv.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const count = { compile: 0, compilations: 0 };
  const wrap = (name: string, key: 'compile' | 'compilations') => {
    const own = Object.prototype.hasOwnProperty.call(proto, name);
    const original = proto[name];
    proto[name] = function (this: unknown, ...args: unknown[]) {
      count[key]++;
      return original.apply(this, args);
    };
    return () => {
      if (own) proto[name] = original;
      else delete proto[name];
    };
  };
  const undo = [wrap('compile', 'compile'), wrap('_compileSchemaEnv', 'compilations')];
  return { count, stop: () => undo.forEach((u) => u()) };
}
