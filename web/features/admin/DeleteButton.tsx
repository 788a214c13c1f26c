import { useState, type RefObject } from 'react';
import { useSWRConfig } from 'swr';
import { apiRequest } from '../../lib/api';
import { notify } from '../../lib/toast';
import { useFailureReporter } from './admin-errors';

interface DeleteTexts {
  /** The question asked before anything is deleted. */
  confirm: string;
  success: string;
  failure: string;
}

/**
 * Deletes one item after the admin confirms, then refetches its list. The id being deleted is returned so
 * its button can show that it is busy. Focus moves to the list's heading, since the pressed button is gone.
 */
export function useConfirmedDelete(listPath: string, listHeading: RefObject<HTMLElement | null>) {
  const report = useFailureReporter();
  const { mutate } = useSWRConfig();
  const [deleting, setDeleting] = useState<number | null>(null);

  const remove = async (id: number, texts: DeleteTexts): Promise<boolean> => {
    if (!window.confirm(texts.confirm)) return false;
    setDeleting(id);
    try {
      await apiRequest('DELETE', `${listPath}/${id}`);
      notify.success(texts.success);
      await mutate(listPath);
      listHeading.current?.focus();
      return true;
    } catch (error) {
      report(error, texts.failure);
      return false;
    } finally {
      setDeleting(null);
    }
  };

  return { remove, deleting };
}
