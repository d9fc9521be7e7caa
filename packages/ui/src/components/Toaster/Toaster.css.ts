import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

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
