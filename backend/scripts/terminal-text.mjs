import { format } from 'node:util';

// Text for the operator's terminal: the command-line tools' output (reviews, leads, staff) and
// every log line of the servers (shell/server/main.ts, backend/src/server.ts).
// C0 and C1 controls, DEL, and the invisible or direction-changing characters (zero-width,
// bidi embeddings and isolates, line/paragraph separators, BOM) let a visitor's text move the
// cursor, erase lines, ring the bell, forge a line or reorder what the operator reads.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
const UNSAFE_IN_OUTPUT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const spelled = (char) => {
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * A visitor's text for the terminal: every control character spelled out (ESC → \x1b, a line
 * feed → \x0a), and a backslash doubled so that a typed "\x1b" cannot pass for an escaped one.
 */
export function visible(text) {
  return String(text ?? '').replace(UNSAFE_CHARACTERS, (char) => (char === '\\' ? '\\\\' : spelled(char)));
}

/**
 * A command's whole output, as printed: its own line breaks kept, any other control character
 * spelled out (what an error message or a field printed without visible() might carry).
 */
export function printable(text) {
  return String(text ?? '').replace(UNSAFE_IN_OUTPUT, spelled);
}

/**
 * One log entry as written: control characters spelled out, and every line after the first
 * indented with "  | ", so a line break in logged text (a visitor's path, an error quoting a
 * value) can never start a line of its own that looks like another entry.
 */
export function logLine(text) {
  return printable(text).replace(/\r?\n/g, '\n  | ');
}

/**
 * Makes every console call of this process write safe log entries (logLine), formatted as
 * console formats them (util.format: strings, objects, errors with their stack).
 */
export function installSafeConsole(target = console) {
  for (const method of ['log', 'info', 'warn', 'error', 'debug']) {
    const write = target[method].bind(target);
    target[method] = (...args) => write(logLine(format(...args)));
  }
}
