import { useId } from 'react';
import { useFormat } from '../../format';
import { control, field } from '../../private/control.css';
import { IconButton } from '../IconButton';
import { Text } from '../Text';
import * as styles from './QuantityStepper.css';
import { m } from '../../paraglide/messages.js';

/** Words of a {@link QuantityStepper}; `{label}` is replaced by the stepper's label in the button names. */
export interface QuantityStepperLabels {
  /** The minus button's accessible name, e.g. 'Fewer: {label}'. */
  decrease: string;
  /** The plus button's accessible name, e.g. 'More: {label}'. */
  increase: string;
}

/**
 * The words of {@link QuantityStepper} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function quantityStepperLabels(): QuantityStepperLabels {
  return {
    decrease: m.quantityStepper_decrease({ label: '{label}' }),
    increase: m.quantityStepper_increase({ label: '{label}' }),
  };
}

/** Props of {@link QuantityStepper}. Controlled: the caller keeps the text and decides what is valid. */
export interface QuantityStepperProps {
  /** The visible label, e.g. 'Quantity'; with `context` it names the field. */
  label: string;
  /** What the quantity is of, for screen readers, e.g. 'White Photo Mug' (read as 'Quantity, White Photo Mug'). */
  context?: string;
  /** The quantity as typed (free entry is allowed; whole numbers are the caller's rule). */
  value: string;
  /** The smallest quantity, in pieces (the product's minimum order quantity): minus stops there. */
  min: number;
  /** The largest quantity, in pieces: plus stops there (at the last multiple of `step` not above it). */
  max: number;
  /**
   * The buttons' step, in pieces (100 for cards sold per 100): minus and plus
   * move to the previous and next multiple of it, so 150 goes to 100 or 200. Typing stays
   * free. Default 1.
   */
  step?: number;
  /** Called with the new text: typed, or the next / previous multiple of `step` from the buttons. */
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under it and read with it. */
  error?: string;
  /** The button names. Default {@link quantityStepperLabels} (the page's language). */
  labels?: QuantityStepperLabels;
}

/**
 * A quantity with − and + buttons and free entry: the buttons move to the
 * previous or next multiple of `step` (one by default) and never below `min`
 * or above `max`; typing is free, and the caller's `error` says what is wrong (e.g. 'The
 * minimum order for this product is 100').
 */
export function QuantityStepper({
  label,
  context,
  value,
  min,
  max,
  step = 1,
  onChange,
  error,
  labels = quantityStepperLabels(),
}: QuantityStepperProps) {
  const id = useId();
  const { latinDigits } = useFormat();
  // '১০০' typed on a Bengali keyboard is 100 too.
  const typed = latinDigits(value).trim();
  const current = /^\d+$/.test(typed) ? Number(typed) : undefined;
  const name = context ? `${label}, ${context}` : label;
  // The highest multiple of the step the buttons reach (never below the minimum).
  const top = Math.max(min, Math.floor(max / step) * step);
  const move = (direction: -1 | 1) => {
    const from = current ?? min;
    // The multiple of `step` at or below `from`, then one step on: 150 → 100 or 200, 200 → 100 or 300.
    const below = Math.floor(from / step) * step;
    const next = direction === 1 ? below + step : below === from ? from - step : below;
    onChange(String(Math.min(top, Math.max(min, next))));
  };
  return (
    <div className={field}>
      <Text as="label" size="sm" weight="medium" htmlFor={id}>
        {label}
      </Text>
      <div className={styles.row}>
        <IconButton
          icon="minus"
          elevation="flat"
          label={labels.decrease.replace('{label}', context ?? label)}
          disabled={current !== undefined && current <= min}
          onClick={() => move(-1)}
        />
        <input
          id={id}
          className={`${control} ${styles.input}`}
          inputMode="numeric"
          autoComplete="off"
          aria-label={name}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <IconButton
          icon="plus"
          elevation="flat"
          label={labels.increase.replace('{label}', context ?? label)}
          disabled={current !== undefined && current >= top}
          onClick={() => move(1)}
        />
      </div>
      {error ? (
        <Text id={`${id}-error`} size="sm" weight="medium" tone="error">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
