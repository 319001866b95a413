import {
  addRow,
  linksOf,
  normalizeLink,
  partNumbersOf,
  removeFromRow,
  rowsFrom,
  SUPPORTED_LINK_TYPES,
  updateRow,
} from '../../../src/elements/community/shared/part-links';

const values = (rows: ReturnType<typeof rowsFrom>) => rows.map((row) => [row.partNumber, row.link]);

describe('part and link rows (community §5, staff §5)', () => {
  it('pads both lists to equal length, with at least one row', () => {
    expect(values(rowsFrom(['C13130', '90195', 'RP-101'], ['faq-wiring.aspx']))).toEqual([
      ['C13130', 'faq-wiring.aspx'],
      ['90195', ''],
      ['RP-101', ''],
    ]);
    expect(values(rowsFrom([], ['a', 'b']))).toEqual([
      ['', 'a'],
      ['', 'b'],
    ]);
    expect(values(rowsFrom())).toEqual([['', '']]);
  });

  it('adds an empty row and updates one field of one row', () => {
    const rows = updateRow(addRow(rowsFrom(['A'])), 1, 'link', 'tv-x.aspx');
    expect(values(rows)).toEqual([
      ['A', ''],
      ['', 'tv-x.aspx'],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it('Remove blanks the row and removes it, except the first row, which stays blank', () => {
    const rows = rowsFrom(['A', 'B', 'C'], ['a', 'b', 'c']);
    expect(values(removeFromRow(rows, 1))).toEqual([
      ['A', 'a'],
      ['C', 'c'],
    ]);
    expect(values(removeFromRow(rows, 0))).toEqual([
      ['', ''],
      ['B', 'b'],
      ['C', 'c'],
    ]);
  });

  it('removing one field blanks it and keeps the row while the other field has a value', () => {
    const rows = rowsFrom(['A', 'B'], ['a', '']);
    expect(values(removeFromRow(rows, 0, 'link'))).toEqual([
      ['A', ''],
      ['B', ''],
    ]);
    expect(values(removeFromRow(rows, 1, 'partNumber'))).toEqual([['A', 'a']]);
  });

  it('drops blank part numbers and trims the rest', () => {
    expect(partNumbersOf(rowsFrom([' C13130 ', '', '  ', '90195']))).toEqual(['C13130', '90195']);
  });

  it('lists the supported link types of the spec', () => {
    expect(SUPPORTED_LINK_TYPES).toEqual([
      'Department',
      'Fitguide Results',
      'FAQ',
      'Video',
      'Best',
      'Popular',
      'Question',
    ]);
  });
});

describe('normalizeLink', () => {
  const page = 'https://shop.example/faq-wiring.aspx';
  const root = 'https://shop.example/';

  it.each([
    ['https://shop.example/FAQ-Trailer-Wiring.aspx', 'faq-trailer-wiring.aspx'],
    ['http://shop.example/tv-Install.aspx', 'tv-install.aspx'],
    ['/Question-123.html', 'question-123.html'],
    ['question-123.html', 'question-123.html'],
    ['  Best-Hitches.html  ', 'best-hitches.html'],
    ['shop.example/popular-racks.html', 'popular-racks.html'],
    ['//shop.example/dept-wiring.aspx?Sort=Price', 'dept-wiring.aspx?sort=price'],
  ])('%s is stored as %s', (raw, stored) => {
    expect(normalizeLink(raw, root, page)).toEqual({ ok: true, link: stored });
  });

  it('works with a relative site root (resolved against the page)', () => {
    expect(normalizeLink('https://shop.example/FAQ-X.aspx', '/', page)).toEqual({
      ok: true,
      link: 'faq-x.aspx',
    });
  });

  it('strips a site root under a sub-path and refuses paths outside it', () => {
    const subRoot = 'https://shop.example/store/';
    expect(normalizeLink('/store/FAQ-X.aspx', subRoot, page)).toEqual({ ok: true, link: 'faq-x.aspx' });
    expect(normalizeLink('/other/faq-x.aspx', subRoot, page)).toEqual({ ok: false, reason: 'off-site' });
  });

  it.each([
    ['javascript:alert(1)', 'unsafe'],
    [' JAVASCRIPT:alert(1)', 'unsafe'],
    ['data:text/html,<b>x</b>', 'unsafe'],
    ['mailto:help@shop.example', 'unsafe'],
    ['https://evil.example/faq-x.aspx', 'off-site'],
    ['www.evil.example/faq-x.aspx', 'off-site'],
    ['https://shop.example.evil.example/x', 'off-site'],
    ['https://shop.example/', 'off-site'],
  ])('refuses %s (%s)', (raw, reason) => {
    expect(normalizeLink(raw, root, page)).toEqual({ ok: false, reason });
  });

  it('collects the links to send and the rows whose link is refused', () => {
    const rows = rowsFrom(
      ['', '', '', ''],
      ['FAQ-A.aspx', '', 'javascript:void(0)', 'https://evil.example/x'],
    );
    const collected = linksOf(rows, root, page);
    expect(collected.links).toEqual(['faq-a.aspx']);
    expect([...collected.problems]).toEqual([
      [2, 'unsafe'],
      [3, 'off-site'],
    ]);
  });
});
