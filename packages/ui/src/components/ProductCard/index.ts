export { ProductCard, defaultProductCardLabels, type ProductCardLabels, type ProductCardProps } from './ProductCard';
