import { setElementVars } from '@vanilla-extract/dynamic';
import { useId, useLayoutEffect, useRef } from 'react';
import { Text } from '../Text';
import * as styles from './OptionPicker.css';

/**
 * A value's colour as a round swatch. The colour is set through the CSS object model once the
 * component runs, never as a `style` attribute: the shop's Content-Security-Policy
 * (`style-src 'self'`, decision record 0005) blocks inline style attributes in the
 * prerendered HTML, so a swatch drawn that way had no colour. Before hydration (or without
 * JavaScript) the swatch is the theme's neutral ring; the value's name is always beside it.
 */
function Swatch({ colour }: { colour: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) setElementVars(ref.current, { [styles.swatchColour]: colour });
  }, [colour]);
  return <span ref={ref} aria-hidden="true" className={styles.swatch} />;
}

/** One value a shopper can pick for a product's option, e.g. the '8x12' of a frame's Size. */
export interface OptionValueChoice {
  /** The value as the data names it, e.g. '8x12': the radio's form value and what `onChange` is called with. */
  value: string;
  /** What the shopper reads, e.g. '8×12 in', or Bengali words. Default `value`. */
  label?: string;
  /** A short second line under the label, e.g. the price of this value: '₹400'. Read with the label. */
  detail?: string;
  /**
   * Not made in combination with the other options picked: shown greyed and struck
   * through, and not selectable. Default `false`.
   */
  disabled?: boolean;
  /**
   * A CSS colour (e.g. '#1e3a8a') drawn as a round swatch before the label, the theme's
   * `space.lg` across (24 px in a theme of 16 px rem and 1.5rem `lg`) and ringed so white shows on white.
   * The label still names the colour, for screen readers and colour-blind eyes.
   */
  swatch?: string;
}

/** Props of {@link OptionPicker}. Controlled: the caller keeps the picked value. */
export interface OptionPickerProps {
  /** The option's name, the group's visible label (legend), e.g. 'Size'. The legend adds the picked value: 'Size: 8×12 in'. */
  label: string;
  /** The radios' form name, unique on the page, e.g. 'size'. */
  name: string;
  /** The option's values in the order shown; chips wrap onto more rows on a narrow phone. */
  values: readonly OptionValueChoice[];
  /** The `value` picked now; none is checked when it matches no value. */
  selected: string;
  /** Called with a value's `value` when the shopper picks it (a tap, a click or an arrow key). */
  onChange: (value: string) => void;
  /**
   * Said of an unavailable (`disabled`) value, e.g. 'Not made in this size': read by
   * screen readers as the radio's description. Without it they hear only that the value
   * is unavailable (dimmed).
   */
  unavailableText?: string;
}

/** A tick, drawn in the current colour. */
function Tick({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 16 16">
      <path d="M4.5 8.5l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One option of a product, e.g. its Size, Moulding or Colour: the shopper
 * picks one value from a row of chips. Native radios in a fieldset, so Tab enters the
 * group at the picked value, arrow keys move between the values that can be picked, and
 * screen readers announce the group by its legend. Each chip is at least 44 × 44 px; a
 * checked chip has a thicker edge and a tick, an unavailable one a dashed edge and a
 * struck-through name. Values with a `swatch` show their colour before the name.
 */
export function OptionPicker({ label, name, values, selected, onChange, unavailableText }: OptionPickerProps) {
  const unavailableId = useId();
  const picked = values.find((choice) => choice.value === selected);
  const describeUnavailable = unavailableText && values.some((choice) => choice.disabled);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Text as="span" size="sm" weight="medium">
          {label}
        </Text>
        {/* The picked value, for eyes: screen readers hear it from the checked radio, so the group's name stays 'Size'. */}
        {picked ? (
          <Text as="span" size="sm" aria-hidden="true">
            : {picked.label ?? picked.value}
          </Text>
        ) : null}
      </legend>
      <div className={styles.choices}>
        {values.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice.value}
              checked={choice.value === selected}
              disabled={choice.disabled}
              aria-describedby={choice.disabled && describeUnavailable ? unavailableId : undefined}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.chip}>
              {choice.swatch ? <Swatch colour={choice.swatch} /> : null}
              <span className={styles.words}>
                <Text as="span" weight="medium" tone="inherit" leading="tight" className={styles.name}>
                  {choice.label ?? choice.value}
                </Text>
                {/* A space between name and detail in the radio's name: 'Classic 1 in ₹400'. */}{' '}
                {choice.detail ? (
                  <Text as="span" size="sm" tone={choice.disabled ? 'inherit' : 'muted'} leading="tight">
                    {choice.detail}
                  </Text>
                ) : null}
              </span>
              <Tick className={styles.tick} />
            </span>
          </label>
        ))}
      </div>
      {describeUnavailable ? (
        <span id={unavailableId} hidden>
          {unavailableText}
        </span>
      ) : null}
    </fieldset>
  );
}
