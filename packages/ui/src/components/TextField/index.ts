export { TextField, textFieldNoteTones, type TextFieldProps } from './TextField';
