export {
  ProductDetails,
  ProductLayout,
  productDetailsLabels,
  type ProductDetailsLabels,
  type ProductDetailsProps,
  type ProductLayoutProps,
} from './ProductDetails';
