import { ToastContainer } from 'react-toastify';
import { toastDefaults } from '../../themes/tokens';
import './Toaster.css';

/**
 * Where notification toasts appear (spec §8): top-right, closing after 5000 ms.
 * Show one with react-toastify's `toast.success(...)` / `toast.error(...)` etc.
 */
export function Toaster() {
  return <ToastContainer position={toastDefaults.position} autoClose={toastDefaults.autoCloseMs} newestOnTop />;
}
