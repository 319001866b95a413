import * as z from 'zod/mini';
import type { SelectedAttribute } from '../../../api/cart-add';
import { requiredSelectionMessage } from './texts';

/**
 * The product attributes of `data-attribute` (storefront §3 "Product attribute"): a JSON array of
 * { attributeCode, attributeType, prompt, price, lineAttributes }, each line attribute
 * { lineAttributeCode, linePrompt, linePrice, attributeType }.
 *
 * How each type is offered and what an add sends (storefront §3 "Selected attribute"):
 * - text, memo: a text field or a text area; when filled, `{ attributeCode, optionCode: null, data: text, price }`.
 * - checkbox: one check box; when ticked, `{ attributeCode, optionCode: null, data: null, price }`.
 * - radio: a choice among the line attributes (optional); `{ attributeCode, optionCode: line code, data: null, price: linePrice }`.
 * - select: a drop-down of the line attributes, required (storefront §5).
 * - template: a group of line attributes, each offered by its own type (check boxes, text fields; the
 *   radio lines form one choice, the select lines one required drop-down); each chosen line sends
 *   `{ attributeCode, optionCode: line code, data, price: linePrice }`.
 */
const attributeTypeSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((type) => type.trim().toLowerCase()),
  ),
  z.enum(['template', 'text', 'memo', 'checkbox', 'radio', 'select']),
);

const priceSchema = z.pipe(
  z.nullish(z.number()),
  z.transform((price) => price ?? 0),
);

export const lineAttributeSchema = z.object({
  lineAttributeCode: z.string().check(z.minLength(1)),
  linePrompt: z.string(),
  linePrice: priceSchema,
  attributeType: attributeTypeSchema,
});

export const productAttributeSchema = z.object({
  attributeCode: z.string().check(z.minLength(1)),
  attributeType: attributeTypeSchema,
  prompt: z.string(),
  price: priceSchema,
  lineAttributes: z.pipe(
    z.nullish(z.array(lineAttributeSchema)),
    z.transform((lines) => lines ?? []),
  ),
});

export const productAttributesSchema = z.array(productAttributeSchema);
export type ProductAttribute = z.output<typeof productAttributeSchema>;
export type LineAttribute = z.output<typeof lineAttributeSchema>;

export interface FieldChoice {
  code: string;
  label: string;
  price: number;
}

/** One input the shopper sees. `key` identifies it in the values. */
export type AttributeField =
  | {
      kind: 'text';
      multiline: boolean;
      key: string;
      attributeCode: string;
      optionCode: string | null;
      label: string;
      price: number;
    }
  | {
      kind: 'checkbox';
      key: string;
      attributeCode: string;
      optionCode: string | null;
      label: string;
      price: number;
    }
  | {
      kind: 'choice';
      control: 'radio' | 'select';
      key: string;
      attributeCode: string;
      label: string;
      /** False inside a template, whose group legend already shows the prompt. */
      labelVisible: boolean;
      choices: FieldChoice[];
      required: boolean;
    };

/** A template attribute shows its fields as one group headed by its prompt. */
export interface AttributeGroup {
  key: string;
  legend: string | null;
  fields: AttributeField[];
}

/** Text of text fields, ticks of check boxes, chosen line code of radios and selects ('' for none). */
export type AttributeValues = Record<string, string | boolean>;

function choicesOf(lines: LineAttribute[]): FieldChoice[] {
  return lines.map((line) => ({
    code: line.lineAttributeCode,
    label: line.linePrompt,
    price: line.linePrice,
  }));
}

function templateFields(attribute: ProductAttribute): AttributeField[] {
  const code = attribute.attributeCode;
  const fields: AttributeField[] = [];
  for (const type of ['radio', 'select'] as const) {
    const lines = attribute.lineAttributes.filter((line) => line.attributeType === type);
    if (lines.length === 0) continue;
    fields.push({
      kind: 'choice',
      control: type,
      key: `${code}#${type}`,
      attributeCode: code,
      label: attribute.prompt,
      labelVisible: false,
      choices: choicesOf(lines),
      required: type === 'select',
    });
  }
  for (const line of attribute.lineAttributes) {
    const base = {
      key: `${code}/${line.lineAttributeCode}`,
      attributeCode: code,
      optionCode: line.lineAttributeCode,
      label: line.linePrompt,
      price: line.linePrice,
    };
    if (line.attributeType === 'checkbox') fields.push({ kind: 'checkbox', ...base });
    else if (line.attributeType === 'text' || line.attributeType === 'memo')
      fields.push({ kind: 'text', multiline: line.attributeType === 'memo', ...base });
  }
  return fields;
}

function singleField(attribute: ProductAttribute): AttributeField {
  const { attributeCode: code, attributeType: type, prompt, price } = attribute;
  if (type === 'radio' || type === 'select') {
    return {
      kind: 'choice',
      control: type,
      key: code,
      attributeCode: code,
      label: prompt,
      labelVisible: true,
      choices: choicesOf(attribute.lineAttributes),
      required: type === 'select',
    };
  }
  const base = { key: code, attributeCode: code, optionCode: null, label: prompt, price };
  if (type === 'checkbox') return { kind: 'checkbox', ...base };
  return { kind: 'text', multiline: type === 'memo', ...base };
}

/** The inputs to show for the product's attributes, in the order the page gave them. */
export function attributeGroups(attributes: readonly ProductAttribute[]): AttributeGroup[] {
  return attributes.map((attribute) =>
    attribute.attributeType === 'template'
      ? { key: attribute.attributeCode, legend: attribute.prompt, fields: templateFields(attribute) }
      : { key: attribute.attributeCode, legend: null, fields: [singleField(attribute)] },
  );
}

function allFields(groups: readonly AttributeGroup[]): AttributeField[] {
  return groups.flatMap((group) => group.fields);
}

/** What an add sends for the current values (storefront §3 "Selected attribute sent with an add"). */
export function selectedAttributes(
  groups: readonly AttributeGroup[],
  values: AttributeValues,
): SelectedAttribute[] {
  const selected: SelectedAttribute[] = [];
  for (const field of allFields(groups)) {
    const value = values[field.key];
    if (field.kind === 'choice') {
      const choice = field.choices.find((candidate) => candidate.code === value);
      if (choice) {
        selected.push({
          attributeCode: field.attributeCode,
          optionCode: choice.code,
          data: null,
          price: choice.price,
        });
      }
    } else if (field.kind === 'checkbox') {
      if (value === true) {
        selected.push({
          attributeCode: field.attributeCode,
          optionCode: field.optionCode,
          data: null,
          price: field.price,
        });
      }
    } else if (typeof value === 'string' && value.trim() !== '') {
      selected.push({
        attributeCode: field.attributeCode,
        optionCode: field.optionCode,
        data: value.trim(),
        price: field.price,
      });
    }
  }
  return selected;
}

/** The `attribute` of an add: the selected attributes as JSON text, or null when none is selected. */
export function attributeForAdd(selected: readonly SelectedAttribute[]): string | null {
  return selected.length === 0 ? null : JSON.stringify(selected);
}

/** What the chosen options add to one unit. */
export function optionsPrice(selected: readonly SelectedAttribute[]): number {
  return Math.round(selected.reduce((sum, attribute) => sum + attribute.price, 0) * 100) / 100;
}

/** Select-type fields without a choice (storefront §5 "Select-type attributes are required"), by key. */
export function missingSelections(
  groups: readonly AttributeGroup[],
  values: AttributeValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of allFields(groups)) {
    if (field.kind !== 'choice' || !field.required) continue;
    const value = values[field.key];
    if (!field.choices.some((choice) => choice.code === value)) {
      problems[field.key] = requiredSelectionMessage(field.label);
    }
  }
  return problems;
}
