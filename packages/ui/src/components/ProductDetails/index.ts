export {
  ProductDetails,
  ProductLayout,
  defaultProductDetailsLabels,
  type ProductDetailsLabels,
  type ProductDetailsProps,
  type ProductLayoutProps,
} from './ProductDetails';
