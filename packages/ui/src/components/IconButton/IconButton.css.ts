import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** The round icon button: a 44 px touch target with the icon's glyph centred. */
export const iconButton = recipe({
  base: {
    flex: 'none',
    width: vars.size.control,
    height: vars.size.control,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    // The glyph is an icon, sized like the xl step of the type scale.
    fontSize: vars.fontSize.xl,
    lineHeight: 1,
    cursor: 'pointer',
    selectors: { '&[hidden]': { display: 'none' } },
  },
  variants: {
    /** `raised` floats over images and carousels; `flat` sits in a panel (a dialog's close). */
    elevation: { raised: { boxShadow: vars.shadow.md }, flat: {} },
  },
  defaultVariants: { elevation: 'raised' },
});

/** The variant props of {@link iconButton}. */
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
