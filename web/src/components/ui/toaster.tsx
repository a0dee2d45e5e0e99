import { dismissToast, useToast } from '../../hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Spec part 1 §8 toast behaviour. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
