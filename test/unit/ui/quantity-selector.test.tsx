import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  clampQuantity,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QuantitySelector,
  type QuantitySelectorProps,
  UNLIMITED_QUANTITY_SKUS,
} from '../../../src/ui';

type HarnessProps = { initial: number; onChange: (value: number) => void } & Omit<
  QuantitySelectorProps,
  'value' | 'onChange'
>;

/** The selector with its value held by a parent, as a widget would hold it. */
function Harness({ initial, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuantitySelector
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      {...props}
    />
  );
}

function renderSelector(initial: number, props: { sku?: string; label?: string; disabled?: boolean } = {}) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} {...props} />);
  return {
    user: userEvent.setup(),
    onChange,
    input: screen.getByRole('textbox', { name: props.label ?? 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
}

describe('clampQuantity', () => {
  it('keeps quantities between 0 and 10000', () => {
    expect(QUANTITY_MIN).toBe(0);
    expect(QUANTITY_MAX).toBe(10000);
    expect(clampQuantity(-1, 'HITCH-1')).toBe(0);
    expect(clampQuantity(0, 'HITCH-1')).toBe(0);
    expect(clampQuantity(10000, 'HITCH-1')).toBe(10000);
    expect(clampQuantity(10001, 'HITCH-1')).toBe(10000);
    expect(clampQuantity(10001)).toBe(10000);
  });

  it('has no maximum for the skus misc and local-install, whatever their case', () => {
    expect(UNLIMITED_QUANTITY_SKUS).toEqual(['misc', 'local-install']);
    expect(clampQuantity(50000, 'misc')).toBe(50000);
    expect(clampQuantity(50000, 'MISC')).toBe(50000);
    expect(clampQuantity(50000, 'Local-Install')).toBe(50000);
    expect(clampQuantity(-3, 'misc')).toBe(0);
  });

  it('applies the maximum to skus that only resemble the exempt ones', () => {
    expect(clampQuantity(50000, 'misc-kit')).toBe(10000);
    expect(clampQuantity(50000, 'local')).toBe(10000);
  });

  it('drops fractions and turns NaN into the minimum', () => {
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
  });
});

describe('QuantitySelector', () => {
  it('is labelled "Quantity" by default', () => {
    renderSelector(1);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  });

  it('accepts another label', () => {
    const { input } = renderSelector(1, { label: 'Quantity of hitch pins' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('steps with the plus and minus buttons', async () => {
    const { user, onChange, input, minus, plus } = renderSelector(3);
    await user.click(plus);
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(minus);
    await user.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveValue('2');
  });

  it('disables minus at the minimum 0', async () => {
    const { user, onChange, minus, plus } = renderSelector(0);
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();
    await user.click(minus);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables plus at the maximum 10000', () => {
    const { minus, plus } = renderSelector(10000, { sku: 'HITCH-1' });
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();
  });

  it('lets the exempt skus go past 10000', async () => {
    const { user, onChange, plus } = renderSelector(10000, { sku: 'Local-Install' });
    expect(plus).toBeEnabled();
    await user.click(plus);
    expect(onChange).toHaveBeenCalledWith(10001);
  });

  it('commits a typed entry on Enter', async () => {
    const { user, onChange, input } = renderSelector(1);
    await user.clear(input);
    await user.type(input, '25');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(25);
    expect(input).toHaveValue('25');
  });

  it('commits a typed entry on blur', async () => {
    const { user, onChange, input } = renderSelector(1);
    await user.clear(input);
    await user.type(input, '7');
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('clamps a typed entry above the maximum to 10000', async () => {
    const { user, onChange, input } = renderSelector(1, { sku: 'HITCH-1' });
    await user.clear(input);
    await user.type(input, '20000{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(10000);
    expect(input).toHaveValue('10000');
  });

  it('keeps a typed entry above 10000 for an exempt sku', async () => {
    const { user, onChange, input } = renderSelector(1, { sku: 'misc' });
    await user.clear(input);
    await user.type(input, '20000{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(20000);
  });

  it('clamps a negative entry to 0', async () => {
    const { user, onChange, input } = renderSelector(4);
    await user.clear(input);
    await user.type(input, '-2{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('reverts an empty entry to the previous value', async () => {
    const { user, onChange, input } = renderSelector(6);
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('6');
  });

  it('reverts a non-number to the previous value', async () => {
    const { user, onChange, input } = renderSelector(6);
    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('6');
  });

  it('does nothing when disabled', () => {
    const { input, minus, plus } = renderSelector(5, { disabled: true });
    expect(input).toBeDisabled();
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
  });
});
