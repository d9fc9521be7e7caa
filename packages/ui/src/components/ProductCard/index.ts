export { ProductCard, defaultProductCardLabels, type ProductCardLabels, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
