export { Tiles, type TilesProps } from './Tiles';
