import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  OPTION_ROW_HEIGHT,
  OptionColor,
  OptionInputType,
  type OptionItem,
  OptionSelector,
  type OptionSelectorProps,
  optionSelectorStyles,
  selectOption,
} from '../../../src/ui';

const shippingDates: OptionItem[] = [
  { id: 'std', title: 'Standard', subtitle: 'Arrives Tue, Jun 3', rightSideText: 'FREE', selected: true },
  {
    id: 'exp',
    title: 'Expedited',
    subtitle: 'Arrives Fri, May 30',
    rightSideText: '$24.99',
    selected: false,
  },
  {
    id: 'ovn',
    title: 'Overnight',
    rightSideImageUrl: 'https://img.example/carrier.png',
    selected: false,
  },
];

function renderSelector(props: Partial<OptionSelectorProps> = {}) {
  const onChange = vi.fn();
  render(
    <OptionSelector
      items={shippingDates}
      name="shipping-date"
      legend="Shipping date"
      onChange={onChange}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onChange };
}

const selectedIds = (items: OptionItem[]) => items.filter((item) => item.selected).map((item) => item.id);

describe('OptionSelector', () => {
  it('has the spec enums and row height', () => {
    expect(OptionColor).toEqual({ green: 1, black: 2 });
    expect(OptionInputType).toEqual({ radio: 1, checkbox: 2 });
    expect(OPTION_ROW_HEIGHT).toBe(84);
    expect(optionSelectorStyles).toMatch(/\.shop-option \{[^}]*min-height: 84px;/);
  });

  it('is a group named by its legend, with a row per item', () => {
    renderSelector();
    expect(screen.getByRole('group', { name: 'Shipping date' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByText('Arrives Fri, May 30')).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
  });

  describe('radio', () => {
    it('selects the clicked row and clears the others', async () => {
      const { user, onChange } = renderSelector({ inputType: OptionInputType.radio });
      await user.click(screen.getByText('Expedited'));

      expect(onChange).toHaveBeenCalledTimes(1);
      const emitted: OptionItem[] = onChange.mock.calls[0]?.[0];
      expect(selectedIds(emitted)).toEqual(['exp']);
      expect(emitted.map((item) => item.title)).toEqual(['Standard', 'Expedited', 'Overnight']);
    });

    it('clears the selected row when it is clicked again: radio toggles the clicked one (spec §4)', async () => {
      const { user, onChange } = renderSelector({ inputType: OptionInputType.radio });
      await user.click(screen.getByText('Standard'));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(selectedIds(onChange.mock.calls[0]?.[0])).toEqual([]);
    });

    it('by keyboard: arrows select the next row, Space on the selected row clears it and selects it again', async () => {
      const onChange = vi.fn();
      function Stateful() {
        const [items, setItems] = useState(shippingDates);
        return (
          <OptionSelector
            items={items}
            name="keyboard"
            legend="Shipping date"
            onChange={(next) => {
              onChange(next);
              setItems(next);
            }}
          />
        );
      }
      render(<Stateful />);
      const user = userEvent.setup();
      const standard = screen.getByRole('radio', { name: /Standard/ });
      const expedited = screen.getByRole('radio', { name: /Expedited/ });
      await user.tab();
      expect(standard).toHaveFocus();

      await user.keyboard('{ArrowDown}');
      expect(expedited).toHaveFocus();
      expect(expedited).toBeChecked();
      expect(standard).not.toBeChecked();

      await user.keyboard(' ');
      expect(expedited).not.toBeChecked();
      expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
      expect(selectedIds(onChange.mock.lastCall?.[0])).toEqual([]);

      await user.keyboard(' ');
      expect(expedited).toBeChecked();
      expect(selectedIds(onChange.mock.lastCall?.[0])).toEqual(['exp']);
    });

    it('selectOption: radio clears the others and toggles the clicked one', () => {
      expect(selectedIds(selectOption(shippingDates, 'exp', OptionInputType.radio))).toEqual(['exp']);
      expect(selectedIds(selectOption(shippingDates, 'std', OptionInputType.radio))).toEqual([]);
      const two = shippingDates.map((item) => ({ ...item, selected: item.id !== 'ovn' }));
      expect(selectedIds(selectOption(two, 'exp', OptionInputType.radio))).toEqual([]);
      expect(selectedIds(selectOption(two, 'ovn', OptionInputType.radio))).toEqual(['ovn']);
    });

    it('does not change the items it was given', async () => {
      const { user } = renderSelector();
      await user.click(screen.getByText('Overnight'));
      expect(selectedIds(shippingDates)).toEqual(['std']);
    });
  });

  describe('checkbox', () => {
    it('toggles only the clicked row', async () => {
      const items = shippingDates.map((item) => ({ ...item, selected: item.id !== 'ovn' }));
      const { user, onChange } = renderSelector({ items, inputType: OptionInputType.checkbox });
      expect(screen.getAllByRole('checkbox')).toHaveLength(3);

      await user.click(screen.getByText('Standard'));
      expect(selectedIds(onChange.mock.calls[0]?.[0])).toEqual(['exp']);

      await user.click(screen.getByText('Overnight'));
      expect(selectedIds(onChange.mock.calls[1]?.[0])).toEqual(['std', 'exp', 'ovn']);
    });
  });

  describe('error', () => {
    it("shows 'Please select a minimum of one option' as an alert describing the group", () => {
      renderSelector({ showError: true });
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please select a minimum of one option$/);
      expect(screen.getByRole('group', { name: 'Shipping date' })).toHaveAccessibleDescription(
        'Please select a minimum of one option',
      );
    });

    it('shows no message without the error flag', () => {
      renderSelector({ showError: false });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByRole('group')).not.toHaveAttribute('aria-describedby');
    });
  });

  it('marks its colour for the selected border: green=1, black=2', () => {
    const { unmount } = render(
      <OptionSelector items={shippingDates} name="a" legend="Green" onChange={() => undefined} />,
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-color', 'green');
    unmount();

    render(
      <OptionSelector
        items={shippingDates}
        name="b"
        legend="Black"
        color={OptionColor.black}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('group')).toHaveAttribute('data-color', 'black');
  });
});
