export { LineTotal, lineTotalLabels, type LineTotalLabels, type LineTotalProps } from './LineTotal';
