import { useEffect, useId, useRef, useState } from 'react';
import { useComponentStyles } from '../../../../core/widget-context';
import { attributeFieldStyles } from '../add-to-cart.styles';
import type { AttributeField, AttributeGroup, AttributeValues } from '../product-attributes';
import { ADD_TO_CART_TEXTS } from '../texts';
import type { AttributeSelection } from '../use-product-attributes';

export interface AttributeFieldsProps {
  selection: Pick<AttributeSelection, 'groups' | 'values' | 'problems' | 'problemAttempt' | 'commit'>;
  disabled?: boolean;
}

interface FieldProps {
  field: AttributeField;
  values: AttributeValues;
  problem: string | undefined;
  commit: (key: string, value: string | boolean) => void;
  disabled: boolean;
}

/** The visual cue of a required choice (the input itself is `required`). */
function RequiredMark() {
  return (
    <span className="shop-atc__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function ProblemText({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className="shop-atc__field-problem">
      {problem}
    </p>
  );
}

/** Text and memo fields keep what is typed and commit it on focus-out or change (storefront §5). */
function TextField({ field, values, commit, disabled }: FieldProps) {
  const id = useId();
  const committed = typeof values[field.key] === 'string' ? (values[field.key] as string) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== committed) commit(field.key, draft);
  };
  const shared = {
    id,
    className: 'shop-atc__input',
    value: draft ?? committed,
    disabled,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: commitDraft,
  };
  return (
    <div className="shop-atc__field">
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'text' && field.multiline ? (
        <textarea {...shared} rows={3} />
      ) : (
        <input {...shared} type="text" />
      )}
    </div>
  );
}

function CheckboxField({ field, values, commit, disabled }: FieldProps) {
  const id = useId();
  return (
    <div className="shop-atc__field shop-atc__field--check">
      <input
        id={id}
        type="checkbox"
        checked={values[field.key] === true}
        disabled={disabled}
        onChange={(event) => commit(field.key, event.target.checked)}
      />
      <label htmlFor={id}>{field.label}</label>
    </div>
  );
}

function RadioField({ field, values, commit, disabled }: FieldProps) {
  const name = useId();
  if (field.kind !== 'choice') return null;
  return (
    <fieldset className="shop-atc__field shop-atc__choices">
      <legend className={field.labelVisible ? undefined : 'shop-visually-hidden'}>{field.label}</legend>
      {field.choices.map((choice) => (
        <label key={choice.code} className="shop-atc__choice">
          <input
            type="radio"
            name={name}
            value={choice.code}
            checked={values[field.key] === choice.code}
            disabled={disabled}
            onChange={() => commit(field.key, choice.code)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function SelectField({ field, values, problem, commit, disabled }: FieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  if (field.kind !== 'choice') return null;
  const value = typeof values[field.key] === 'string' ? (values[field.key] as string) : '';
  return (
    <div className="shop-atc__field">
      <label htmlFor={id} className={field.labelVisible ? undefined : 'shop-visually-hidden'}>
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      <select
        id={id}
        className="shop-atc__input"
        value={value}
        required={field.required}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        disabled={disabled}
        onChange={(event) => commit(field.key, event.target.value)}
      >
        <option value="">{ADD_TO_CART_TEXTS.selectPlaceholder}</option>
        {field.choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.label}
          </option>
        ))}
      </select>
      <ProblemText id={problemId} problem={problem} />
    </div>
  );
}

function Field(props: FieldProps) {
  const { field } = props;
  if (field.kind === 'text') return <TextField {...props} />;
  if (field.kind === 'checkbox') return <CheckboxField {...props} />;
  return field.control === 'radio' ? <RadioField {...props} /> : <SelectField {...props} />;
}

function Group({
  group,
  ...rest
}: Omit<FieldProps, 'field' | 'problem'> & { group: AttributeGroup; problems: Record<string, string> }) {
  const fields = group.fields.map((field) => (
    <Field key={field.key} field={field} problem={rest.problems[field.key]} {...rest} />
  ));
  if (group.legend === null) return <>{fields}</>;
  return (
    <fieldset className="shop-atc__group">
      <legend>
        {group.legend}
        {group.fields.some((field) => field.kind === 'choice' && field.required) && <RequiredMark />}
      </legend>
      {fields}
    </fieldset>
  );
}

/** The product's attribute inputs; moves focus to the first missing choice after a stopped add. */
export function AttributeFields({ selection, disabled = false }: AttributeFieldsProps) {
  const container = useRef<HTMLDivElement>(null);
  const { groups, values, problems, problemAttempt, commit } = selection;
  useComponentStyles(groups.length > 0 ? attributeFieldStyles : '', 'add-to-cart-attributes');
  useEffect(() => {
    if (problemAttempt === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problemAttempt]);
  if (groups.length === 0) return null;
  return (
    <div className="shop-atc__attributes" part="attributes" ref={container}>
      {groups.map((group) => (
        <Group
          key={group.key}
          group={group}
          values={values}
          problems={problems}
          commit={commit}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
