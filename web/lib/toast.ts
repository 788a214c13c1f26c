import toast from 'react-hot-toast';
import { wantToaster } from './toaster-demand';

/**
 * The one toast helper. Toasts carry a title and an optional description, as SPEC.md section 8 lists them
 * ("Errore": "Si è verificato un errore. Riprova più tardi."). The Toaster in app/ renders and limits them.
 */
interface ToastText {
  title: string;
  description?: string;
}

function message({ title, description }: ToastText): string {
  return description ? `${title}\n${description}` : title;
}

/** Every toast first makes sure the toaster is mounted: it shows the toasts made before it mounted. */
function show(kind: typeof toast.success, text: ToastText): string {
  wantToaster();
  return kind(message(text));
}

export const notify = {
  success: (title: string, description?: string) => show(toast.success, { title, description }),
  error: (title: string, description?: string) => show(toast.error, { title, description }),
  info: (title: string, description?: string) => show(toast, { title, description }),
};
