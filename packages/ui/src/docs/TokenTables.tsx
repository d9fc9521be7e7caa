import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ThemeTokens } from '../themes/contract.css';
import { breakpoints, layout } from '../themes/tokens';
import * as styles from './TokenTables.css';

type Group = 'space' | 'radius' | 'shadow';

/** Props of {@link TokenScale}: a theme's tokens and which group to draw. */
export interface TokenScaleProps {
  tokens: ThemeTokens;
  group: Group;
}

const sampleClass: Record<Group, string> = { space: styles.spaceBar, radius: styles.radiusBox, shadow: styles.shadowBox };

/** Docs only: a table of one token group (space, radius or shadow) with a drawn sample per token. */
export function TokenScale({ tokens, group }: TokenScaleProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Token</th>
          <th className={styles.cell}>Value</th>
          <th className={styles.cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens[group]).map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>vars.{group}.{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
            <td className={styles.cell}>
              <div className={sampleClass[group]} style={assignInlineVars({ [styles.sampleVar]: value })} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function flatten(prefix: string, value: unknown): Array<[string, string]> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner));
  }
  return [[prefix, Array.isArray(value) ? value.join(' / ') : String(value)]];
}

/** Docs only: every fixed layout token (spec §9) and breakpoint, with its value in px. */
export function LayoutTokens() {
  const rows = [...flatten('breakpoints', breakpoints), ...flatten('layout', layout)];
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>Token</th>
          <th className={styles.cell}>Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td className={`${styles.cell} ${styles.code}`}>{name}</td>
            <td className={`${styles.cell} ${styles.code}`}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
