/**
 * The logger of each request (`request.log`) without a cost per request when nothing is logged.
 *
 * Fastify gives every request a pino child that binds the request id (`reqId`); pino serializes the
 * bindings when the child is made, which is most of what a cached answer costs besides the socket.
 * Below `info` nothing logs per request (Fastify's "incoming request" and "request completed" lines
 * are `info`), so at `warn` or `error` the request gets a stand-in that makes the real child only when
 * a line at an enabled level is written: an error still carries its `reqId`. At `info` and below,
 * and for routes with a log level or serializers of their own, the request gets pino's child at once.
 */
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's standard levels; `silent` writes nothing. */
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** True when a logger at `loggerLevel` writes lines of `level` (unknown levels: assume it does). */
function writes(loggerLevel: string, level: LevelName): boolean {
  const threshold = LEVEL_VALUES[loggerLevel];
  return threshold === undefined || (LEVEL_VALUES[level] ?? 0) >= threshold;
}

/**
 * True when `logger` writes Fastify's line of every request ("incoming request", at `info`); the
 * logger of an app without logging has no level and writes nothing.
 */
export function logsEachRequest(logger: FastifyBaseLogger): boolean {
  const level = logger.level as string | undefined;
  return level !== undefined && writes(level, 'info');
}

/** Stands in for pino's child of one request until a line is written. */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  /** The child, made on first need. */
  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  private write(level: LevelName, args: unknown[]): void {
    if (this.made === undefined && !writes(this.parent.level, level)) return;
    const child = this.real();
    Reflect.apply(child[level], child, args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: [unknown, ...unknown[]]): void {
    this.write('fatal', args);
  }

  error(...args: [unknown, ...unknown[]]): void {
    this.write('error', args);
  }

  warn(...args: [unknown, ...unknown[]]): void {
    this.write('warn', args);
  }

  info(...args: [unknown, ...unknown[]]): void {
    this.write('info', args);
  }

  debug(...args: [unknown, ...unknown[]]): void {
    this.write('debug', args);
  }

  trace(...args: [unknown, ...unknown[]]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: pino's child when a request line would be written, else lazy. */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  const ownSettings = options.level !== undefined || options.serializers !== undefined;
  if (ownSettings || writes(logger.level, 'info')) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options);
}
