export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | undefined>;

/**
 * Structured logging: one JSON object per line, for whatever collects stdout. Callers pass chosen
 * fields, never a request body or headers, so passwords and tokens cannot end up in the log.
 */
export interface Logger {
  log(level: LogLevel, message: string, fields?: LogFields): void;
}

export function jsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  return {
    log(level, message, fields = {}) {
      write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`);
    },
  };
}

export const silentLogger: Logger = { log() {} };
