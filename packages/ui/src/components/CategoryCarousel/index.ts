export { CategoryCarousel, carouselStep, type CarouselCategory, type CategoryCarouselProps } from './CategoryCarousel';
