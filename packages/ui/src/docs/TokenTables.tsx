import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import type { ThemeTokens } from '../themes/contract.css';
import { breakpoints } from '../themes/tokens';
import * as styles from './TokenTables.css';

type Group = 'space' | 'radius' | 'shadow';

/** A docs table: a header row of `columns`, then one row per entry of `rows` (cells in column order). */
function Table({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} className={styles.cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={columns[index]} className={index < 2 ? `${styles.cell} ${styles.code}` : styles.cell}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Props of {@link TokenScale}: a theme's tokens and which group to draw. */
export interface TokenScaleProps {
  tokens: ThemeTokens;
  group: Group;
}

const sampleClass: Record<Group, string> = {
  space: styles.spaceBar,
  radius: styles.radiusBox,
  shadow: styles.shadowBox,
};

/** Docs only: a table of one token group (space, radius or shadow) with a drawn sample per token. */
export function TokenScale({ tokens, group }: TokenScaleProps) {
  const rows = Object.entries(tokens[group]).map(([name, value]) => ({
    key: name,
    cells: [
      `vars.${group}.${name}`,
      value,
      <div key="sample" className={sampleClass[group]} style={assignInlineVars({ [styles.sampleVar]: value })} />,
    ],
  }));
  return <Table columns={['Token', 'Value', 'Sample']} rows={rows} />;
}

function flatten(prefix: string, value: unknown): Array<[string, string]> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner));
  }
  return [[prefix, Array.isArray(value) ? value.join(' / ') : String(value)]];
}

/** Docs only: the fixed breakpoints (px), then the theme's layout tokens (`vars.layout`) with their values in `tokens`. */
export function LayoutTokens({ tokens }: { tokens: ThemeTokens }) {
  const rows = [
    ...flatten('breakpoints', breakpoints),
    ...Object.entries(tokens.layout).map(([name, value]): [string, string] => [`vars.layout.${name}`, value]),
  ].map(([name, value]) => ({
    key: name,
    cells: [name, value],
  }));
  return <Table columns={['Token', 'Value']} rows={rows} />;
}
