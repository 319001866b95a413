import { ZipCodeForm, type ZipCodeFormProps } from './zip-code-form';

export interface ZipCodeEntryViewProps extends ZipCodeFormProps {
  /** Changes after Cancel, so the form starts again empty. */
  formKey: number;
}

/** The standalone zip-code entry box: heading, input, 'Use my current location', Cancel and Submit. */
export function ZipCodeEntryView({ formKey, ...form }: ZipCodeEntryViewProps) {
  return (
    <div className="shop-zip-code-entry" part="box">
      <ZipCodeForm key={formKey} {...form} />
    </div>
  );
}
