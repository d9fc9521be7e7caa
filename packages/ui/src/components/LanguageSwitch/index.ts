export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { languageSwitchLetters } from './letters';
