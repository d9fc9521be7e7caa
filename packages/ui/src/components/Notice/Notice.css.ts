import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const notice = recipe({
  base: { padding: `${vars.space.xs} ${vars.space.md}`, textAlign: 'center' },
  variants: {
    tone: { info: { background: vars.color.infoSurface }, warning: { background: vars.color.warningSurface } },
    placement: {
      strip: {},
      // Over the page's bottom edge, clear of the phone's gesture bar, wherever the page is scrolled.
      floating: {
        position: 'fixed',
        insetInline: 0,
        bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
        marginInline: 'auto',
        maxWidth: `min(36rem, calc(100% - 2 * ${vars.space.md}))`,
        padding: `${vars.space.sm} ${vars.space.md}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.lg,
        zIndex: vars.zIndex.toast,
      },
    },
  },
  defaultVariants: { tone: 'info', placement: 'strip' },
});
