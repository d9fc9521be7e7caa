export { Heading, Text, type HeadingProps, type TextProps } from './Text';
