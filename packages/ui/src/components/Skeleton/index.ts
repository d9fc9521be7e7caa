export { Skeleton, SkeletonRegion, skeletonShapes, type SkeletonProps, type SkeletonRegionProps } from './Skeleton';
