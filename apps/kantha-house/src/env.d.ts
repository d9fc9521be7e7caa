/// <reference types="@storefront/catalog/virtual" />
import type { ShopProfileEnv } from '@storefront/catalog';

declare global {
  /** Build-time shop profile overrides (see README, "Configure the shop"). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ImportMetaEnv extends ShopProfileEnv {}
}
