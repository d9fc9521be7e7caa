/**
 * Reading a CSV table the way a spreadsheet shows it: the first row names the
 * columns, and every record keeps its spreadsheet row number for error messages.
 */
import Papa from 'papaparse';

/** One record of a {@link CsvTable}: its spreadsheet `row` number (the header is row 1) and cells by column name. */
export interface CsvRecord {
  readonly row: number;
  readonly cells: Readonly<Record<string, string>>;
}

/** A parsed CSV file: its `file` name (for messages), the column names and the non-empty records. */
export interface CsvTable {
  readonly file: string;
  readonly columns: readonly string[];
  readonly records: readonly CsvRecord[];
}

/**
 * Parses CSV `text` (RFC 4180: quoted cells may hold commas, quotes and line breaks).
 * Cells are trimmed; completely empty rows are skipped but still counted, so `row` is
 * the number a spreadsheet shows. Problems (a malformed quote, a row with more cells
 * than columns) are pushed to `problems` as sentences naming the file and row.
 */
export function parseCsv(text: string, file: string, problems: string[]): CsvTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
    delimiter: ',',
  });
  for (const error of result.errors) {
    problems.push(`${file} row ${(error.row ?? 0) + 1}: ${error.message}`);
  }
  const [header = [], ...rows] = result.data;
  const columns = header.map((name) => name.trim());
  const records: CsvRecord[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length > columns.length) {
      problems.push(`${file} row ${row}: has ${cells.length} cells but only ${columns.length} columns`);
    }
    records.push({
      row,
      cells: Object.fromEntries(columns.map((column, i) => [column, (cells[i] ?? '').trim()])),
    });
  });
  return { file, columns, records };
}

/**
 * Pushes a problem for each of `required` that `table` lacks, and for each column it has
 * that is not in `known` (a misspelt 'min_quantiy' would otherwise be ignored without a
 * word). True when nothing is wrong with the columns.
 */
export function checkColumns(
  table: CsvTable,
  required: readonly string[],
  known: readonly string[],
  problems: string[],
): boolean {
  const missing = required.filter((column) => !table.columns.includes(column));
  for (const column of missing) {
    problems.push(`${table.file}: column "${column}" is missing (the first row has: ${table.columns.join(', ')})`);
  }
  const unknown = table.columns.filter((column) => !known.includes(column));
  for (const column of unknown) {
    problems.push(`${table.file}: column "${column}" is not one this file has (it can have: ${known.join(', ')})`);
  }
  return missing.length === 0 && unknown.length === 0;
}

/** Splits a cell holding several values separated by '|' ('a.svg | b.svg'), dropping empty ones. */
export function splitList(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
