import { CONFIG_ELEMENT_ID, getConfig, resetConfig } from '../../../src/core/config';

function pageConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
  return script;
}

afterEach(() => document.getElementById(CONFIG_ELEMENT_ID)?.remove());

describe('config', () => {
  it('reads the page configuration once', () => {
    const script = pageConfig(
      JSON.stringify({
        siteRoot: 'https://shop.example',
        pageType: 's',
        customerServicePhone: '1-800-555-0100',
        internalStaff: true,
      }),
    );
    resetConfig();
    expect(getConfig()).toEqual({
      siteRoot: 'https://shop.example/',
      imageBaseUrl: 'https://shop.example/images/',
      pageType: 's',
      customerServicePhone: '1-800-555-0100',
      internalStaff: true,
    });
    script.textContent = JSON.stringify({ pageType: 'question' });
    expect(getConfig().pageType).toBe('s');
  });

  it('falls back to the defaults with a console warning for malformed configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageConfig('{"pageType": "nope"}');
    resetConfig();
    expect(getConfig().pageType).toBe('default');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pageType'));
  });

  it('defaults the site root to the page origin', () => {
    resetConfig();
    expect(getConfig().siteRoot).toBe(`${location.origin}/`);
  });
});
