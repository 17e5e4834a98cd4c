import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorText } from '../system';
import { hasProblems, serverProblems, type FormProblems } from './order-rules';

/**
 * The checks of an order's recipient fields (the order form, accepting a present): the form's own problems
 * show once the member tried to send and then follow each keystroke; a server refusal shows on the same
 * fields and above the form until a field is edited.
 */
export function useOrderChecks(found: FormProblems) {
  const { t } = useTranslation('mall');
  const [checked, setChecked] = useState(false);
  const [serverFound, setServerFound] = useState<FormProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const clear = () => {
    setServerFound({});
    setRefusal(null);
  };
  return {
    problems: { ...serverFound, ...(checked ? found : {}) } as FormProblems,
    refusal,
    /** A field's setter that first takes back the server's refusal. */
    edit:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        clear();
        set(value);
      },
    /** On submit: the form's own problems show from now on; true when it may be sent. */
    readyToSend: () => {
      setChecked(true);
      clear();
      return !hasProblems(found);
    },
    /** A 400 from the server: its field errors on the fields, its message (or the flowers rule) above them. */
    refused: (error: unknown) => {
      if (!isApiError(error) || error.status !== 400) return;
      const fromServer = serverProblems(error.errors);
      setServerFound(fromServer);
      setRefusal(fromServer.country === 'flowersChinaOnly' ? t('problem.flowersChinaOnly') : errorText(error));
    },
  };
}
