export {
  ImageGallery,
  imageGalleryLabels,
  wrapIndex,
  type ImageGalleryLabels,
  type ImageGalleryProps,
} from './ImageGallery';
