import { describe, expect, it } from 'vitest';
import { chatLink, fieldList, type VideoHost, videoThumbnail } from './helpers';

describe('chatLink', () => {
  it('removes spaces, brackets and hyphens from the phone number', () => {
    expect(chatLink('+31 85 060-1540')).toBe('https://wa.me/31850601540');
    expect(chatLink('0031 (85) 060 15 40')).toBe('https://wa.me/31850601540');
  });

  it('drops the written trunk prefix (0) of an international number', () => {
    expect(chatLink('+31 (0)85 060 1540')).toBe('https://wa.me/31850601540');
  });

  it('refuses what is not a phone number', () => {
    expect(() => chatLink('call us')).toThrow(RangeError);
    expect(() => chatLink('')).toThrow(RangeError);
  });
});

describe('videoThumbnail', () => {
  it('derives the thumbnail from the video host and id', () => {
    expect(videoThumbnail('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(videoThumbnail('vimeo', '76979871')).toBe('https://vumbnail.com/76979871.jpg');
  });

  it.each(['', 'a/b', '../x', 'a b', 'x'.repeat(65)])('refuses the video id %j', (id) => {
    expect(() => videoThumbnail('youtube', id)).toThrow(RangeError);
  });

  it('refuses an unknown video host', () => {
    expect(() => videoThumbnail('dailymotion' as VideoHost, 'abc')).toThrow(RangeError);
  });
});

describe('fieldList', () => {
  it('keeps name, value and type, with type text by default', () => {
    expect(
      fieldList([
        { name: 'colour', value: 'grey', type: 'color' },
        { name: 'width', value: '60 cm' },
      ]),
    ).toEqual([
      { name: 'colour', value: 'grey', type: 'color' },
      { name: 'width', value: '60 cm', type: 'text' },
    ]);
  });

  it('drops entries missing a name or value, or with a type that is no text', () => {
    expect(
      fieldList([
        { value: 'x' },
        { name: 'x' },
        { name: '', value: 'x' },
        { name: 'x', value: 3 },
        { name: 'x', value: 'y', type: null },
        { name: 'x', value: 'y', type: 7 },
        null,
        'text',
        { name: 'kept', value: 'yes', extra: true },
      ]),
    ).toEqual([{ name: 'kept', value: 'yes', type: 'text' }]);
  });
});
