export {
  shareButtonLabels,
  ShareButton,
  type ShareButtonLabels,
  type ShareButtonProps,
  type ShareOutcome,
} from './ShareButton';
