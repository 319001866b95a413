import { readFileSync } from 'node:fs';
import { SHOP_EVENT_NAMES } from '../../../src/core/events';

describe('event catalogue', () => {
  it('names every event shop:<noun>-<verb>', () => {
    for (const name of SHOP_EVENT_NAMES) expect(name).toMatch(/^shop:[a-z]+(-[a-z]+)*-[a-z]+$/);
  });

  it('documents every event in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const name of SHOP_EVENT_NAMES) expect(readme, name).toContain(`\`${name}\``);
  });
});
