import {
  CONFIG_ELEMENT_ID,
  getConfig,
  OFFLINE_WAIT_MS,
  REQUEST_TIMEOUT_MS,
  resetConfig,
  TIMEOUT_RANGE_MS,
} from '../../../src/core/config';

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
      siteLabel: '',
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      offlineWaitMs: OFFLINE_WAIT_MS,
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

  it.each([
    ['data:text/html,<script>alert(1)</script>'],
    ['javascript:alert(1)'],
    [' jav\tascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    [''],
  ])('refuses the link base %j for siteRoot and imageBaseUrl, keeping the other fields', (bad) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageConfig(JSON.stringify({ siteRoot: bad, imageBaseUrl: bad, pageType: 's' }));
    resetConfig();
    const config = getConfig();
    expect(config.siteRoot).toBe(`${location.origin}/`);
    expect(config.imageBaseUrl).toBe(`${location.origin}/images/`);
    expect(config.pageType).toBe('s');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/siteRoot.*imageBaseUrl/));
  });

  it('accepts relative and https link bases', () => {
    pageConfig(JSON.stringify({ siteRoot: '/shop', imageBaseUrl: 'https://img.example/p' }));
    resetConfig();
    expect(getConfig()).toMatchObject({ siteRoot: '/shop/', imageBaseUrl: 'https://img.example/p/' });
  });

  it('reads requestTimeoutMs and offlineWaitMs within their range and refuses others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageConfig(JSON.stringify({ requestTimeoutMs: 1500, offlineWaitMs: 500 }));
    resetConfig();
    expect(getConfig()).toMatchObject({ requestTimeoutMs: 1500, offlineWaitMs: 500 });
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    pageConfig(JSON.stringify({ requestTimeoutMs: TIMEOUT_RANGE_MS.min - 1, offlineWaitMs: 'soon' }));
    resetConfig();
    expect(getConfig()).toMatchObject({
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      offlineWaitMs: OFFLINE_WAIT_MS,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/requestTimeoutMs.*offlineWaitMs/));
  });
});
