import {
  commentPageUrl,
  contentFromPath,
  parseSourceType,
  SOURCE_TYPES,
} from '../../../src/elements/community/shared/content-path';

describe('contentFromPath (community §2)', () => {
  it.each([
    ['/faq-trailer-wiring.aspx', 'Faq', 'trailer-wiring'],
    ['/infm-brake-controller-basics.aspx', 'Faq', 'brake-controller-basics'],
    ['/FAQ-Trailer-Wiring.ASPX', 'Faq', 'Trailer-Wiring'],
    ['/tv-curt-hitch-installation.aspx', 'Video', 'curt-hitch-installation'],
    ['/question-123.html', 'Answer', '123'],
    ['/question/123', 'Answer', '123'],
    ['/question/123/', 'Answer', '123'],
    ['/shop/faq-wiring.aspx', 'Faq', 'wiring'],
  ])('%s is %s %s', (path, sourceType, canonicalId) => {
    expect(contentFromPath(path)).toEqual({ sourceType, canonicalId });
  });

  it.each(['/', '/cart', '/p-C13130.html', '/faq-', '/question-.html', '/questions'])(
    '%s names no content',
    (path) => {
      expect(contentFromPath(path)).toBeUndefined();
    },
  );
});

describe('parseSourceType', () => {
  it('reads the name in any case or the number of the enumeration', () => {
    expect(parseSourceType('faq')).toBe('Faq');
    expect(parseSourceType('Video')).toBe('Video');
    expect(parseSourceType(String(SOURCE_TYPES.Answer))).toBe('Answer');
    expect(parseSourceType('1')).toBe('Review');
    expect(parseSourceType('blog')).toBeUndefined();
    expect(parseSourceType(' ')).toBeUndefined();
  });
});

describe('commentPageUrl', () => {
  it('keeps the path and query, sets commentId and scrolls to the comment', () => {
    expect(commentPageUrl('https://shop.example/faq-wiring.aspx?ref=mail#top', 612)).toBe(
      '/faq-wiring.aspx?ref=mail&commentId=612#comment-612',
    );
    expect(commentPageUrl('https://shop.example/question-123.html?commentId=1', 7)).toBe(
      '/question-123.html?commentId=7#comment-7',
    );
  });
});
