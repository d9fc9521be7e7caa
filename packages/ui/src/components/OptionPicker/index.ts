export { OptionPicker, type OptionPickerProps, type OptionValueChoice } from './OptionPicker';
