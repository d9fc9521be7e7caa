/**
 * Testing Library's `render` with the sample {@link SampleFormat} around the tree, as an
 * app's `FormatProvider` would be: components that write prices need one.
 */
import { render as renderBare, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SampleFormat } from '../storybook/format';

/** Renders `ui` inside the sample format; the options are Testing Library's. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return renderBare(ui, { ...options, wrapper: SampleFormat });
}
