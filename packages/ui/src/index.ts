/**
 * `@storefront/ui`: the storefront design system. Components take all data through
 * props and know nothing about a particular shop; themes live in `@storefront/ui/themes`.
 * Importing this module also installs the global styles (spec §2 zoom rule, focus ring).
 */
import './styles/global.css';

export * from './components/AppShell';
export * from './components/Banner';
export * from './components/BannerCalculator';
export * from './components/BlogCard';
export * from './components/Box';
export * from './components/Button';
export * from './components/CategoryCarousel';
export * from './components/CategoryTile';
export * from './components/Chip';
export * from './components/EmptyState';
export * from './components/Footer';
export * from './components/Header';
export * from './components/ImageGallery';
export * from './components/Link';
export * from './components/Notice';
export * from './components/OrderDialog';
export * from './components/Price';
export * from './components/ProductCard';
export * from './components/ProductDetails';
export * from './components/ProductGrid';
export * from './components/Section';
export * from './components/ShopByNeedsCard';
export * from './components/Skeleton';
export * from './components/Text';
export * from './components/TextField';
export * from './components/Toaster';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css';
export { truncateText } from './utils/truncate';
