import { Text } from '../components/Text';
import { m } from '../paraglide/messages.js';
import { formatCount } from './words';
import { visuallyHidden } from './visuallyHidden.css';
import * as styles from './CharacterCount.css';

/** The share of a field's limit from which the characters left are announced (the last 10 %). */
const ANNOUNCE_FROM = 0.9;

/** Props of {@link CharacterCount}. */
export interface CharacterCountProps {
  /** Characters typed, in UTF-16 code units (what `maxLength` counts). */
  length: number;
  /** The field's `maxLength`, in the same units. */
  max: number;
  /** Id of the limit's description, for the input's `aria-describedby`. */
  limitId: string;
}

/**
 * A field's live character count, '1,234 / 2,000' in the page's language
 * (Latin digits, Indian grouping: see `formatCount`). Screen readers hear the limit with
 * the field (`limitId`) and, from 90 % of it, the characters left through a polite live
 * region: nothing is announced while the shopper is far from the limit.
 */
export function CharacterCount({ length, max, limitId }: CharacterCountProps) {
  const left = Math.max(max - length, 0);
  const near = length >= max * ANNOUNCE_FROM;
  return (
    <>
      <Text
        size="xs"
        tone={near ? 'normal' : 'muted'}
        weight={near ? 'medium' : undefined}
        numeric="tabular"
        className={styles.count}
        aria-hidden="true"
      >
        {m.textField_count({ count: formatCount(length), max: formatCount(max) })}
      </Text>
      <span id={limitId} className={visuallyHidden}>
        {m.textField_limit({ max: formatCount(max) })}
      </span>
      <span role="status" className={visuallyHidden}>
        {!near
          ? ''
          : left === 0
            ? m.textField_full({ max: formatCount(max) })
            : m.textField_left({ count: formatCount(left) })}
      </span>
    </>
  );
}
