import { style } from '@vanilla-extract/css';

/**
 * Hidden where scripting is off (CSS `@media (scripting: none)`): for controls
 * only script can work (a `type="button"` button, an icon button, loading placeholders
 * that only script replaces, a form the site's CSP lets only script send), so a shopper
 * without JavaScript meets no dead control. Browsers without the media feature show them.
 * `!important`: it must win over the element's own `display`, whatever the stylesheet order.
 */
export const scriptOnly = style({
  '@media': { '(scripting: none)': { display: 'none !important' } },
});
