export { CategoryTile, CategoryTileGrid, type CategoryTileGridProps, type CategoryTileProps } from './CategoryTile';
