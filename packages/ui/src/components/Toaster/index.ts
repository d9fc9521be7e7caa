export { Toaster, type ToasterProps } from './Toaster';
