/** A small levelled logger: one line per event, detail as JSON. */
const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof levels;

let threshold: number = levels[(process.env.LOG_LEVEL as LogLevel) ?? 'info'] ?? levels.info;

export function setLogLevel(level: LogLevel): void {
  threshold = levels[level];
}

function write(level: LogLevel, message: string, detail?: unknown): void {
  if (levels[level] < threshold) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase().padEnd(5)} ${message}`;
  const extra = detail === undefined ? '' : ` ${formatDetail(detail)}`;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line + extra + '\n');
}

function formatDetail(detail: unknown): string {
  if (detail instanceof Error) return detail.stack ?? detail.message;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

export const logger = {
  debug: (message: string, detail?: unknown) => write('debug', message, detail),
  info: (message: string, detail?: unknown) => write('info', message, detail),
  warn: (message: string, detail?: unknown) => write('warn', message, detail),
  error: (message: string, detail?: unknown) => write('error', message, detail),
};
