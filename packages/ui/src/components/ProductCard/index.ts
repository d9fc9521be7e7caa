export { ProductCard, productCardLabels, type ProductCardLabels, type ProductCardProps } from './ProductCard';
export { ProductCardSkeleton } from './ProductCardSkeleton';
