// The unstyled build: the default one writes its CSS into a <style> element at run time,
// which a strict Content-Security-Policy (style-src 'self') refuses.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { toastDefaults } from '../../themes/tokens';
import { m } from '../../paraglide/messages.js';
import './Toaster.css';

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** The notifications region's accessible name. Default 'Notifications Alt+T' in the page's language. */
  label?: string;
  /** Each toast's close button's accessible name. Default 'Close notification' in the page's language. */
  closeLabel?: string;
}

/**
 * Where notification toasts appear (spec §8): top-right, closing after 5000 ms.
 * Show one with {@link notify}, which also loads this component and react-toastify on
 * first use (render {@link LazyToaster} for that); or render it directly and call
 * react-toastify's `toast.success(...)`.
 */
export function Toaster({ label = m.common_notifications(), closeLabel = m.common_closeNotification() }: ToasterProps) {
  // react-toastify's own close button is named 'close' in English; this one speaks the page's language.
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={closeLabel}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path d="M2 4l10 10M12 4L2 14" stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    </button>
  );
  return (
    <ToastContainer
      position={toastDefaults.position}
      autoClose={toastDefaults.autoCloseMs}
      newestOnTop
      aria-label={label}
      closeButton={closeButton}
    />
  );
}
