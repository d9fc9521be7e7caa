export { MediaTile, mediaTileLayouts, type MediaTileProps } from './MediaTile';
