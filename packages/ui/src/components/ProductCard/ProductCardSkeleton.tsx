import { Skeleton } from '../Skeleton';
import * as styles from './ProductCard.css';

/**
 * A {@link ProductCard}-shaped placeholder (same size, image, two lines, price and
 * button) for a grid that is still loading. Put it inside a `SkeletonRegion` so the
 * loading state is announced.
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card}>
      <div className={styles.image}>
        <Skeleton shape="block" height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height="1.25em" />
        <Skeleton width="90%" />
        <div className={styles.priceRow}>
          <Skeleton width="6em" height="1.5em" />
        </div>
        <Skeleton shape="block" height="control" />
      </div>
    </div>
  );
}
