import { useCallback, useState } from 'react';
import type { Emit } from '../../../core/define-widget';
import { useWidgetHost } from '../../../core/define-widget';
import { changeZipCode } from '../../../stores/delivery';
import type { ZipModalProps } from './zip-modal';

/** 'Use my current location' of the ZIP form; the form (which loads on intent) brings the module with it. */
const locateZipCode = (signal: AbortSignal) =>
  import('../zip-code-entry/geolocation').then((module) => module.locateZipCode(signal));

/**
 * The ZIP modal of a delivery widget. A submitted code equal to the current one only closes it; any
 * other reloads every estimate on the page, is saved, and `shop:zip-changed` is dispatched from the
 * widget's element (it reaches window and other bundles).
 */
export function useZipModal(zipCode: string, emit: Emit<'shop:zip-changed'>) {
  const { renderRoot } = useWidgetHost();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const submit = useCallback(
    (value: string) => {
      changeZipCode(value, (detail) => emit('shop:zip-changed', detail));
      setOpen(false);
    },
    [emit],
  );
  const modal: ZipModalProps = {
    open,
    zipCode,
    onClose: close,
    onSubmit: submit,
    locate: locateZipCode,
    container: renderRoot,
  };
  return { modal, openZipModal: useCallback(() => setOpen(true), []), zipModalOpen: open };
}
