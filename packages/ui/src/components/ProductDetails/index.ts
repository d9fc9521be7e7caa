export {
  ProductDetails,
  ProductLayout,
  defaultProductDetailsLabels,
  type ProductDetailsLabels,
  type ProductDetailsProps,
} from './ProductDetails';
