export { Box, type BoxProps } from './Box';
