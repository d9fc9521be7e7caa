export { IconButton, iconButtonIcons, type IconButtonProps } from './IconButton';
