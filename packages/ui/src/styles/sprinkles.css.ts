/**
 * Atomic layout and spacing classes (vanilla-extract sprinkles): display, direction and grid
 * columns responsive at the spec's breakpoints, the rest the same at every width. Surfaced to
 * components through `Box`.
 */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/contract.css';
import { media } from '../themes/tokens';

const responsive = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': media.sm },
    md: { '@media': media.md },
    lg: { '@media': media.lg },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column'],
    /** Equal columns for grids: `gridTemplateColumns={{ mobile: 1, sm: 3 }}`. */
    gridTemplateColumns: Object.fromEntries(
      ([1, 2, 3, 4, 5, 6, 7] as const).map((n) => [n, `repeat(${n}, minmax(0, 1fr))`]),
    ) as Record<1 | 2 | 3 | 4 | 5 | 6 | 7, string>,
  },
});

/**
 * Alignment, wrapping and text alignment, the same at every width, as spacing is (below): no
 * component or page varied them by width, and each responsive value is four classes in
 * every page's JavaScript and stylesheet (2026-11-28: 57 classes fewer, README "Performance budgets").
 */
const alignment = defineProperties({
  properties: {
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    justifyItems: ['stretch', 'start', 'center', 'end'],
    textAlign: ['left', 'center', 'right'],
  },
});

/**
 * Spacing from the space scale, the same at every width: a layout changes with the screen
 * through its display, direction and columns, not its gaps. Kept out of the responsive
 * conditions on purpose: each responsive value is four classes in every page's JavaScript
 * (the sprinkles map) and stylesheet, and no component or page varied its spacing by width.
 */
const spacing = defineProperties({
  properties: {
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colours = defineProperties({
  properties: {
    color: { text: vars.color.text, muted: vars.color.textMuted, brand: vars.color.brand, error: vars.color.error },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      brand: vars.color.brand,
    },
    borderRadius: vars.radius,
  },
});

/**
 * The sprinkles function: layout (display, direction and grid columns responsive at the spec's
 * breakpoints; alignment the same at every width), spacing, theme colours and radii.
 */
export const sprinkles = createSprinkles(responsive, alignment, spacing, colours);

/** Props accepted by {@link sprinkles}. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
