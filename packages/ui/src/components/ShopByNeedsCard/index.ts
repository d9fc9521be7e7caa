export { ShopByNeedsCard, ShopByNeedsRow, type ShopByNeedsCardProps } from './ShopByNeedsCard';
