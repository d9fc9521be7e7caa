import { latinDigits } from '@storefront/catalog';
import { useId } from 'react';
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
 * The words of {@link QuantityStepper} in the page's language (issue 11; see `setUiLocale`),
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
  /** The smallest quantity (the product's minimum order quantity): minus stops there. */
  min: number;
  /** The largest quantity: plus stops there. */
  max: number;
  /** Called with the new text: typed, or one more / one fewer from the buttons. */
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under it and read with it. */
  error?: string;
  /** The button names. Default {@link quantityStepperLabels} (the page's language). */
  labels?: QuantityStepperLabels;
}

/**
 * A quantity with − and + buttons and free entry (issue 10): the buttons move by one
 * and never below `min` or above `max`; typing is free, and the caller's `error` says
 * what is wrong (e.g. 'The minimum order for this product is 100').
 */
export function QuantityStepper({
  label,
  context,
  value,
  min,
  max,
  onChange,
  error,
  labels = quantityStepperLabels(),
}: QuantityStepperProps) {
  const id = useId();
  // '১০০' typed on a Bengali keyboard is 100 too (issue 11).
  const typed = latinDigits(value).trim();
  const current = /^\d+$/.test(typed) ? Number(typed) : undefined;
  const name = context ? `${label}, ${context}` : label;
  const step = (by: number) => {
    const from = current ?? min;
    onChange(String(Math.min(max, Math.max(min, from + by))));
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
          onClick={() => step(-1)}
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
          disabled={current !== undefined && current >= max}
          onClick={() => step(1)}
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
