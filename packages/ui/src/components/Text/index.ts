export { Heading, headingSizes, Text, textSizes, textTones, type HeadingProps, type TextProps } from './Text';
