import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { StarRatingDisplay, StarRatingInput, starsFor } from '../../../src/ui';
import {
  STAR_RATING_REQUIRED_MESSAGE,
  StarRatingRadioGroup,
  type StarRatingRadioGroupHandle,
} from '../../../src/ui/star-rating/star-radio-group';

describe('starsFor', () => {
  it.each([
    [0.29, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [0.3, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0.79, ['half', 'empty', 'empty', 'empty', 'empty']],
    [0.8, ['full', 'empty', 'empty', 'empty', 'empty']],
    [3.29, ['full', 'full', 'full', 'empty', 'empty']],
    [3.3, ['full', 'full', 'full', 'half', 'empty']],
    [3.79, ['full', 'full', 'full', 'half', 'empty']],
    [3.8, ['full', 'full', 'full', 'full', 'empty']],
  ])('%d gives %j', (value, expected) => {
    expect(starsFor(value, 5)).toEqual(expected);
  });

  it('is not fooled by floating-point remainders (2.3 - 2 and 4.8 - 4)', () => {
    expect(starsFor(2.3)).toEqual(['full', 'full', 'half', 'empty', 'empty']);
    expect(starsFor(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('keeps the rating within 0 and max', () => {
    expect(starsFor(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(-2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsFor(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(Number.NaN)).toHaveLength(5);
  });

  it('draws as many stars as max', () => {
    expect(starsFor(2, 10)).toHaveLength(10);
  });
});

describe('StarRatingDisplay', () => {
  it('is an image named by its rating', () => {
    render(<StarRatingDisplay value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('draws the stars of the rounding rule', () => {
    render(<StarRatingDisplay value={3.5} />);
    const fills = [...screen.getByRole('img').querySelectorAll('.shop-star')].map((star) =>
      star.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });
});

describe('StarRatingInput', () => {
  it('is a group of radios named by its label, one per star', () => {
    render(<StarRatingInput name="rating" label="Your rating" value={0} onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star' })).not.toBeChecked();
  });

  it('shows the current value as the checked radio', () => {
    render(<StarRatingInput name="rating" label="Your rating" value={3} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sets the value on a click when editable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRatingInput name="rating" label="Your rating" value={0} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
  });

  it('ignores clicks when not editable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <StarRatingInput name="rating" label="Your rating" value={2} onChange={onChange} editable={false} />,
    );
    const fourStars = screen.getByRole('radio', { name: '4 stars' });
    expect(fourStars).toBeDisabled();

    await user.click(fourStars);
    await user.click(screen.getByText('5 stars'));

    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('moves between stars with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StarRatingInput name="rating" label="Your rating" value={2} onChange={onChange} />);
    screen.getByRole('radio', { name: '2 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenCalledWith(3);
  });
});

describe('StarRatingRadioGroup', () => {
  function Form({ onChange = () => undefined }: { onChange?: (value: number) => void }) {
    const [value, setValue] = useState(0);
    const [refused, setRefused] = useState(0);
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (value < 1) setRefused((count) => count + 1);
        }}
      >
        <StarRatingRadioGroup
          label="Your rating"
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          showRequiredNotice={refused > 0}
          noticeKey={refused}
        />
        <button type="submit">Submit</button>
      </form>
    );
  }

  it('is a required WAI-ARIA radio group named by its legend, its notice empty', () => {
    render(<Form />);
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the required-rating notice in its alert on a submit without a star, and ties it to the group', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(STAR_RATING_REQUIRED_MESSAGE);
    expect(STAR_RATING_REQUIRED_MESSAGE).toBe('Please select a star rating from 1-5');
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(STAR_RATING_REQUIRED_MESSAGE);
    // Written again on each refused submit, so it is announced again.
    const first = screen.getByRole('alert').firstChild;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').firstChild).not.toBe(first);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(group).not.toHaveAttribute('aria-invalid');
  });

  it('the arrow keys move and select, Tab stops once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Form onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('focus() moves focus to the checked star, else the first', () => {
    const handle = createRef<StarRatingRadioGroupHandle>();
    const { rerender } = render(
      <StarRatingRadioGroup
        ref={handle}
        label="Rating"
        value={0}
        onChange={() => undefined}
        showRequiredNotice={false}
      />,
    );
    handle.current?.focus();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    rerender(
      <StarRatingRadioGroup
        ref={handle}
        label="Rating"
        value={4}
        onChange={() => undefined}
        showRequiredNotice={false}
      />,
    );
    handle.current?.focus();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
  });

  it('is disabled while the form is busy', () => {
    render(
      <StarRatingRadioGroup
        label="Rating"
        value={2}
        onChange={() => undefined}
        disabled
        showRequiredNotice={false}
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
