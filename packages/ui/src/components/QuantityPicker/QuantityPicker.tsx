import { useId } from 'react';
import { useFormat } from '../../format';
import { QuantityStepper, quantityStepperLabels, type QuantityStepperLabels } from '../QuantityStepper';
import { Text } from '../Text';
import { countText, type CountLabels } from '../../private/words';
import * as styles from './QuantityPicker.css';
import { m } from '../../paraglide/messages.js';

/**
 * Words of a {@link QuantityPicker}: the choices' names ('100 cards', or
 * '100 pcs' without a unit), the stepper's label beside them, and the stepper's button names.
 */
export interface QuantityPickerLabels extends CountLabels, QuantityStepperLabels {
  /** The stepper's label when there are choices, e.g. 'Other quantity' (Bengali 'অন্য পরিমাণ'). */
  other: string;
}

/**
 * The words of {@link QuantityPicker} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function quantityPickerLabels(): QuantityPickerLabels {
  return {
    count: m.quantity_count({ n: '{n}', unit: '{unit}' }),
    countPieces: m.quantity_countPieces({ n: '{n}' }),
    other: m.quantityPicker_other(),
    ...quantityStepperLabels(),
  };
}

/** Props of {@link QuantityPicker}. Controlled: the caller keeps the text and decides what is valid. */
export interface QuantityPickerProps {
  /** The group's visible label, e.g. 'Quantity'. */
  label: string;
  /** The quantity as typed, in pieces (free entry; '১০০' typed on a Bengali keyboard is 100). */
  value: string;
  /** Called with the new text: a choice's quantity, typed text, or the stepper's next multiple of `step`. */
  onChange: (value: string) => void;
  /** The smallest quantity, in pieces (the product's minimum order quantity). */
  min: number;
  /** The largest quantity, in pieces, the stepper's plus reaches. */
  max: number;
  /** The stepper's step, in pieces (100 for cards sold per 100). Default 1. */
  step?: number;
  /**
   * Quantities offered as one-tap choices, in pieces, rising (100 / 200 / 500 / 1,000
   * cards). The one equal to `value` is checked; none is when another quantity is typed.
   * Without choices the picker is just the stepper.
   */
  choices?: readonly number[];
  /** What the pieces are called, plural, in the page's language, e.g. 'cards' ('100 cards'; Bengali 'কার্ড': '100টি কার্ড'). */
  unit?: string;
  /** What is wrong with the value (e.g. 'Visiting cards come in packs of 100'), shown under the stepper and read with it. */
  error?: string;
  /** What the quantity is of, for screen readers, e.g. 'Standard Business Cards'. */
  context?: string;
  /** The words. Default {@link quantityPickerLabels} (the page's language). */
  labels?: QuantityPickerLabels;
}

/**
 * A product's quantity: the shop's one-tap quantities as a radio group
 * ('100 cards', '200 cards'…), and a {@link QuantityStepper} for any other quantity,
 * stepping by whole packs. Native radios in a fieldset, so arrow keys move between the
 * choices and screen readers announce the group.
 */
export function QuantityPicker({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  choices = [],
  unit,
  error,
  context,
  labels = quantityPickerLabels(),
}: QuantityPickerProps) {
  const name = useId();
  const { latinDigits } = useFormat();
  const stepper = (stepperLabel: string) => (
    <QuantityStepper
      label={stepperLabel}
      context={context}
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={onChange}
      error={error}
      labels={labels}
    />
  );
  if (choices.length === 0) return stepper(label);
  // '১০০' typed on a Bengali keyboard checks the 100 choice too.
  const typed = latinDigits(value).trim();
  const current = /^\d+$/.test(typed) ? Number(typed) : undefined;
  return (
    // The group's name adds the product for screen readers, as the stepper's does ('Quantity, Standard Business Cards').
    <fieldset className={styles.group} aria-label={context ? `${label}, ${context}` : undefined}>
      <legend className={styles.legend}>
        <Text as="span" size="sm" weight="medium">
          {label}
        </Text>
      </legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={choice}
              checked={current === choice}
              onChange={() => onChange(String(choice))}
            />
            <Text as="span" weight="medium" tone="inherit" className={styles.pill}>
              {countText(choice, unit, labels)}
            </Text>
          </label>
        ))}
      </div>
      {stepper(labels.other)}
    </fieldset>
  );
}
