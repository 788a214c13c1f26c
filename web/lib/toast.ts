import toast from 'react-hot-toast';

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

export const notify = {
  success: (title: string, description?: string) => toast.success(message({ title, description })),
  error: (title: string, description?: string) => toast.error(message({ title, description })),
  info: (title: string, description?: string) => toast(message({ title, description })),
};
