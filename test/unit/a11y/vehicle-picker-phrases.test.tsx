import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import { connect } from '../../../src/core/connect';
import { setNavigate } from '../../../src/elements/storefront/vehicle-picker/navigate';
import { useVehiclePicker } from '../../../src/elements/storefront/vehicle-picker/use-vehicle-picker';
import { VehiclePickerView } from '../../../src/elements/storefront/vehicle-picker/vehicle-picker';
import { FIRST_LOAD_TEST_TIMEOUT_MS, FIRST_LOAD_TIMEOUT_MS } from '../../first-load';
import { renderInLightDom } from './light-dom-widget';

const VehiclePicker = connect(VehiclePickerView, useVehiclePicker);
const PICKER_PROPS = {
  elementId: 'towing',
  heading: 'Shop by Vehicle',
  pageKind: 'auto' as const,
  productBaseUrl: '',
  categoryCode: '',
  hitchCategory: '',
  year: 0,
  make: '',
  model: '',
  emit: () => {},
};

/** Moves the virtual cursor through everything after it, `steps` times, and returns what was said. */
async function readOn(steps: number): Promise<string[]> {
  for (let step = 0; step < steps; step += 1) await virtual.next();
  return virtual.spokenPhraseLog();
}

let restoreNavigate: () => void;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  restoreNavigate = setNavigate(() => {});
});
afterEach(async () => {
  await virtual.stop();
  restoreNavigate();
  window.history.replaceState(null, '', '/');
});

describe('what a screen reader says in the vehicle picker', () => {
  it('reads the empty picker: its group, Year, Make and Model (disabled) and Go', async () => {
    const { container } = renderInLightDom('vehicle-picker', VehiclePicker, PICKER_PROPS);
    await within(container).findByRole('button', { name: 'Select Year' });
    await virtual.start({ container });
    expect(await readOn(9)).toMatchInlineSnapshot(`
      [
        "group, Shop by Vehicle",
        "Shop by Vehicle",
        "Year",
        "button, Select Year, has popup dialog",
        "Make",
        "button, Select Make, disabled, has popup dialog",
        "Model",
        "button, Select Model, disabled, has popup dialog",
        "button, Go, Shop by Vehicle",
        "end of group, Shop by Vehicle",
      ]
    `);
  });

  it('reads the year list once the Year button opens it', {
    timeout: FIRST_LOAD_TEST_TIMEOUT_MS,
  }, async () => {
    const { container } = renderInLightDom('vehicle-picker', VehiclePicker, PICKER_PROPS);
    await virtual.start({ container });
    await virtual.clearSpokenPhraseLog();
    within(container).getByRole('button', { name: 'Select Year' }).click();
    // The overlay loads on first open; focus goes to the newest year once it is there.
    await screen.findByRole('dialog', { name: 'Select Vehicle Year' }, { timeout: FIRST_LOAD_TIMEOUT_MS });
    await waitFor(() => expect(screen.getByRole('option', { name: '2027' })).toHaveFocus());
    await waitFor(
      async () => expect(await virtual.spokenPhraseLog()).toContain('polite: 38 years, newest first'),
      {
        timeout: 3_000,
      },
    );
    expect(await readOn(8)).toMatchInlineSnapshot(`
      [
        "dialog, Select Vehicle Year, modal",
        "heading, Select Vehicle Year, level 2",
        "option, 2027, not selected, position 1, set size 8",
        "polite: 38 years, newest first",
        "option, 2026, not selected, position 2, set size 8",
        "option, 2025, not selected, position 3, set size 8",
        "option, 2024, not selected, position 4, set size 8",
        "option, 2023, not selected, position 5, set size 8",
        "option, 2022, not selected, position 6, set size 8",
        "option, 2021, not selected, position 7, set size 8",
        "option, 2020, not selected, position 8, set size 8",
        "end of listbox, 2020s, orientated vertically",
      ]
    `);
  });
});
