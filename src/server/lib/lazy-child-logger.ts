import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

// Fastify makes a child logger for every request, to carry its id. Making a pino child costs about 20 µs, a third
// of what answering a cached public read costs; most requests log nothing at the configured level. So each
// request gets a stand-in that makes the child the first time something is actually logged through it.

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const noop = () => {};
type Levelled = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  let child: FastifyBaseLogger | undefined;
  const real = (): FastifyBaseLogger => {
    const made = child ?? logger.child(bindings, options);
    child = made;
    return made;
  };
  // A level method asked for before the child exists: nothing when the level is off (as the child's own would
  // be, the child inheriting its parent's level unless `options` sets one), else a call that makes the child.
  const levelMethod = (level: string) => {
    if (options.level === undefined && (logger as Levelled).isLevelEnabled?.(level) === false) return noop;
    return (...args: unknown[]) => {
      const target = real();
      (Reflect.get(target, level) as (...args: unknown[]) => void).apply(target, args);
    };
  };
  return new Proxy(logger, {
    get(_target, property) {
      if (child === undefined && typeof property === 'string') {
        if (LEVELS.has(property)) return levelMethod(property);
        if (property === 'child')
          return (...args: Parameters<FastifyBaseLogger['child']>) => real().child(...args);
      }
      const target = real();
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(_target, property, value) {
      return Reflect.set(real(), property, value);
    },
  });
};
