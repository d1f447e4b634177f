import { describe, expect, it } from 'vitest';
import { checkPicture, PICTURE_MAX_BYTES } from './picture-rules.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('profile picture rules (spec §5)', () => {
  it('needs a picture', () => {
    expect(checkPicture(null)).toEqual({ key: 'noImageSelected' });
  });

  it('takes jpeg, jpg and png only', () => {
    expect(checkPicture(file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPicture(file('me.jpeg', 'image/jpeg'))).toBeNull();
    expect(checkPicture(file('me.png', 'image/png'))).toBeNull();
    expect(checkPicture(file('me.png', ''))).toBeNull();
    expect(checkPicture(file('me.gif', 'image/gif'))).toEqual({ key: 'profileEdit.imageType' });
    expect(checkPicture(file('me.webp', 'image/webp'))).toEqual({ key: 'profileEdit.imageType' });
    expect(checkPicture(file('me.pdf', ''))).toEqual({ key: 'profileEdit.imageType' });
  });

  it('takes at most 2 MB', () => {
    expect(checkPicture(file('me.png', 'image/png', PICTURE_MAX_BYTES))).toBeNull();
    expect(checkPicture(file('me.png', 'image/png', PICTURE_MAX_BYTES + 1))).toEqual({ key: 'profileEdit.imageSize' });
  });
});
