export {
  SLOW_LOADING_MS,
  Skeleton,
  SkeletonRegion,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonRegionProps,
} from './Skeleton';
