import { useCallback, useState } from 'react';
import { useStore } from 'zustand';
import type { Emit } from '../../../core/define-widget';
import { changeZipCode, deliveryStore } from '../../../stores/delivery';
import { estimatedDeliveryHeading } from '../delivery-estimate/zip-modal';
import { locateZipCode } from './geolocation';
import type { ZipCodeEntryViewProps } from './zip-code-entry';

export function zipAppliedText(zipCode: string, changed: boolean): string {
  return changed
    ? `Delivery estimates now use ZIP code ${zipCode}.`
    : `Delivery estimates already use ZIP code ${zipCode}.`;
}

export function useZipCodeEntry({
  heading,
  emit,
}: {
  heading: string;
  emit: Emit<'shop:zip-changed'>;
}): ZipCodeEntryViewProps {
  const zipCode = useStore(deliveryStore, (state) => state.zipCode);
  const [formKey, setFormKey] = useState(0);
  const [confirmation, setConfirmation] = useState<{ text: string; zipCode: string } | null>(null);

  const submit = useCallback(
    (value: string) => {
      const result = changeZipCode(value, (detail) => emit('shop:zip-changed', detail));
      const current = deliveryStore.getState().zipCode;
      setConfirmation({ text: zipAppliedText(current, result === 'changed'), zipCode: current });
    },
    [emit],
  );

  return {
    formKey,
    heading: heading.trim() || estimatedDeliveryHeading(zipCode),
    onSubmit: submit,
    onCancel: () => {
      setConfirmation(null);
      setFormKey((key) => key + 1);
    },
    locate: locateZipCode,
    // A ZIP code changed elsewhere on the page since makes the confirmation wrong.
    confirmation: confirmation?.zipCode === zipCode ? confirmation : null,
  };
}
