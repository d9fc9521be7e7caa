export {
  ImageGallery,
  defaultImageGalleryLabels,
  wrapIndex,
  type ImageGalleryLabels,
  type ImageGalleryProps,
} from './ImageGallery';
