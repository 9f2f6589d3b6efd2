/**
 * One-line fields (names, titles, street, city) hold one line of visible text: no C0 or C1
 * control (tab, CR, LF, NEL…), no DEL, no line or paragraph separator, no bidirectional mark,
 * embedding, override or isolate. A line break in a name would add fake lines ("E-mail : …")
 * to the business's notification, and a right-to-left override reorders what follows it. The
 * database refuses the same characters (migration single_line_fields, `private.is_single_line`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** True when `value` is one line of visible text (see above). */
export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}
