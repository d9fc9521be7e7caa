import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media, toastDefaults } from '../../themes/tokens';

// react-toastify draws the toasts; the theme supplies type, radius and status colours.
globalStyle('.Toastify', {
  vars: {
    '--toastify-font-family': vars.font.body,
    '--toastify-z-index': vars.zIndex.toast,
    '--toastify-color-info': vars.color.info,
    '--toastify-color-success': vars.color.success,
    '--toastify-color-warning': vars.color.warning,
    '--toastify-color-error': vars.color.error,
  },
});
globalStyle('.Toastify__toast', { borderRadius: vars.radius.md, fontSize: vars.fontSize.sm });

// react-toastify closes a toast when its progress bar's animation ends, so the global
// reduced-motion rule (animations take 0 s) would close every toast at once. Keep the
// bar's timing for those shoppers, but do not show it moving.
globalStyle('.Toastify__progress-bar', {
  '@media': {
    [media.reducedMotion]: { animationDuration: `${toastDefaults.autoCloseMs}ms !important`, opacity: '0 !important' },
  },
});
