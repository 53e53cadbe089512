import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

/**
 * The one logger: JSON lines (pino) on stdout, one object per event, for an operator to search.
 * In a development terminal it prints them readably (pino-pretty, a development dependency).
 *
 * Nothing secret may reach a line. Request lines carry no bodies, no variables and no query strings
 * beyond the path; the paths below cut what could still slip in (a header, a field of a logged
 * object), and `err` is serialized without the SQL a database error repeats with its parameters.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'resetUrl',
  'link',
  'paymentMethodId',
  'card',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.confirmPassword',
  '*.token',
  '*.resetUrl',
  '*.link',
  '*.paymentMethodId',
  '*.card',
  '*.authorization',
  '*.cookie',
];

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

function defaultLevel(env: NodeJS.ProcessEnv): LogLevel {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (level && ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(level)) return level as LogLevel;
  return 'info';
}

/** knex and MikroORM put the statement first, its parameters inlined, then " - " and the reason; a tag comment may lead. */
const SQL_MESSAGE = /^\s*(\/\*[\s\S]*?\*\/\s*)*(insert|update|delete|select|with|create|alter|drop|copy|lock|set|begin|commit|savepoint|release|listen|notify)\b/i;

/** The SQL of a database error repeats its parameters (password hashes, token hashes): keep the reason only. */
function serializeError(error: unknown): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const { sql, params, query, parameters, ...rest } = serialized as Record<string, unknown>;
  void sql, void params, void query, void parameters;
  if (typeof rest.message === 'string' && SQL_MESSAGE.test(rest.message) && rest.message.includes(' - ')) {
    const reason = rest.message.slice(rest.message.lastIndexOf(' - ') + 3);
    rest.message = reason;
    if (typeof rest.stack === 'string') rest.stack = `${rest.type ?? 'Error'}: ${reason}\n${rest.stack.split('\n').slice(1).filter((line) => /^\s+at /.test(line)).join('\n')}`;
  }
  return rest;
}

export function createLogger(options: { level?: LogLevel; destination?: Writable; pretty?: boolean } = {}): Logger {
  const level = options.level ?? defaultLevel(process.env);
  const base = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) {
    // A worker thread formats; the app's own thread only writes JSON to it.
    return pino({ ...base, transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid' } } });
  }
  return pino(base);
}

function prettyWanted(env: NodeJS.ProcessEnv): boolean {
  if (env.LOG_FORMAT === 'json') return false;
  if (env.LOG_FORMAT !== 'pretty' && (env.NODE_ENV === 'production' || env.VITEST || !process.stdout.isTTY)) return false;
  try {
    require.resolve('pino-pretty'); // a development dependency: absent from the production image
    return true;
  } catch {
    return false;
  }
}

/** Shared by every module; replaced only by useLogDestination (tests that read the log). */
export let logger: Logger = createLogger({ pretty: prettyWanted(process.env) });

/** Sends every later line to `destination` at `level` (a test reading the whole log). */
export function useLogDestination(destination: Writable, level: LogLevel = 'info'): Logger {
  logger = createLogger({ level, destination });
  return logger;
}

export type LogFields = Record<string, unknown>;

export interface WorkerLog {
  info(fields: LogFields, message: string): void;
  warn(fields: LogFields, message: string): void;
  error(fields: LogFields, message: string): void;
}

/** A background worker's log: its lines carry `worker`, so an operator can follow one (mail, refunds, ...). */
export function workerLog(worker: string): WorkerLog {
  // The shared logger is looked up on each call, so a test's useLogDestination reaches workers already made.
  return {
    info: (fields, message) => logger.info({ worker, ...fields }, message),
    warn: (fields, message) => logger.warn({ worker, ...fields }, message),
    error: (fields, message) => logger.error({ worker, ...fields }, message),
  };
}
