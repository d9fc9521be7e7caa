export { Toaster, type ToasterProps } from './Toaster';
export { LazyToaster, notify, toastKinds, type ToastKind } from './notify';
