/**
 * CSV cells the office's files share (staff exports, rooms, the roster). A cell a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return) is prefixed with an apostrophe, as
 * OWASP's CSV injection advice says; numbers stay numbers.
 */
export const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** A cell written by {@link neutralise}, read back as it was: an export imported again is unchanged. */
export const unneutralise = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
