/** A visitor's text for the terminal: every control character and backslash spelled out. */
export function visible(text: unknown): string;
/** A command's output: its line breaks kept, any other control character spelled out. */
export function printable(text: unknown): string;
/** One log entry: controls spelled out, continuation lines indented with "  | ". */
export function logLine(text: unknown): string;
/** Every console call of this process writes logLine entries. */
export function installSafeConsole(target?: Console): void;
