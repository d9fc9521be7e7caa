// Writing a CSV table as the shop's spreadsheets are saved: a header row, then one row per
// record; a cell with a comma, a quote or a line break is quoted (RFC 4180).

/** @param {string} cell */
function quoted(cell) {
  return /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/**
 * The CSV text of `rows` under `columns` (a row's missing cells are empty), ending in a line break.
 * @param {readonly string[]} columns
 * @param {readonly Record<string, string>[]} rows
 * @returns {string}
 */
export function csvText(columns, rows) {
  const lines = [columns.map(quoted).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quoted(row[column] ?? '')).join(','));
  return `${lines.join('\n')}\n`;
}
