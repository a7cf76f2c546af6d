import { type LogLevel, setLogDestination, setLogLevel } from '../../src/common/logger';

/** One JSON log line as the server writes it. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * Every line the server logs at `level` and above while `fn` runs: `text` as written (one JSON object a line),
 * `lines` parsed. The level goes back to the tests' `error` afterwards.
 */
export async function captureLogs(fn: () => Promise<unknown>, level: LogLevel = 'info'): Promise<{ text: string; lines: LogLine[] }> {
  const chunks: string[] = [];
  setLogDestination({ write: (chunk: string) => void chunks.push(chunk) });
  setLogLevel(level);
  try {
    await fn();
  } finally {
    setLogLevel('error');
    setLogDestination(null);
  }
  const text = chunks.join('');
  return {
    text,
    lines: text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine),
  };
}
